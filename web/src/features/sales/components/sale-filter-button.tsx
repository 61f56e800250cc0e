import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, IconButton } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSaleFilters, type BrowseFilters } from '../hooks/use-sale-filters';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

// Its form is loaded when the button is first pressed, not with the map or Find.
const importDialog = retriedImport(() => import('./sale-filter-dialog'));
const SaleFilterDialog = lazyOverlay(() => importDialog().then((module) => module.SaleFilterDialog));

/** The header's filter button of /home and /find: a dot while any filter is on; opens 'Filter Sales'. */
export function SaleFilterButton() {
  const { t } = useTranslation('sales');
  const { filters, setFilters, active } = useSaleFilters();
  const [open, setOpen] = useState(false);
  const apply = (next: BrowseFilters) => {
    setFilters(next);
    setOpen(false);
  };
  return (
    <>
      <IconButton
        aria-label={t('filter.button')}
        aria-description={active ? t('filter.activeHint') : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Badge color="primary" variant="dot" invisible={!active} overlap="circular" slotProps={{ badge: { 'data-testid': 'filter-active-dot' } as object }}>
          <FilterListIcon />
        </Badge>
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <SaleFilterDialog initial={filters} onApply={apply} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
