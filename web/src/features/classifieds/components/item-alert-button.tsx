import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Button } from '@mui/material';
import type { LatLng } from '@yardsale/core/geo';
import { useFreshDialog } from '@/lib/use-fresh-dialog';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

// Loaded, with its strings, when the button is first pressed: nothing of it on the first load.
const importDialog = retriedImport(() => import('./item-alert-dialog'));
const ItemAlertDialog = lazyOverlay(() => Promise.all([importDialog(), loadNamespaces(['alerts'])]).then(([module]) => module.ItemAlertDialog));

/** 'Alert Me': hear of new items this search would show here (decision 0061). */
export function ItemAlertButton({ q, category, center }: { q: string; category: string; center: LatLng | null }) {
  const { t } = useTranslation('classifieds');
  // Each opening is a new dialog: a distance chosen and cancelled before is not kept.
  const dialog = useFreshDialog();
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={dialog.show} sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: 'stretch' }}>
        {t('alertMe')}
      </Button>
      <LoadOnFirstOpen open={dialog.open}>
        <ItemAlertDialog key={dialog.key} search={dialog.open ? { q, category, center } : null} onClose={dialog.close} />
      </LoadOnFirstOpen>
    </>
  );
}
