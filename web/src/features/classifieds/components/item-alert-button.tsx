import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Button } from '@mui/material';
import type { LatLng } from '@yardsale/core/geo';
import { useState } from 'react';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { lazyOverlay } from '@/lib/lazy-overlay';

// Loaded, with its strings, when the button is first pressed: nothing of it on the first load.
const ItemAlertDialog = lazyOverlay(() =>
  Promise.all([import('./item-alert-dialog'), loadNamespaces(['alerts'])]).then(([module]) => module.ItemAlertDialog),
);

/** 'Alert Me': hear of new items this search would show here (decision 0061). */
export function ItemAlertButton({ q, category, center }: { q: string; category: string; center: LatLng | null }) {
  const { t } = useTranslation('classifieds');
  const [open, setOpen] = useState(false);
  // Each opening is a new dialog: a distance chosen and cancelled before is not kept.
  const [openings, setOpenings] = useState(0);
  const openDialog = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={openDialog} sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: 'stretch' }}>
        {t('alertMe')}
      </Button>
      <LoadOnFirstOpen open={open}>
        <ItemAlertDialog key={openings} search={open ? { q, category, center } : null} onClose={() => setOpen(false)} />
      </LoadOnFirstOpen>
    </>
  );
}
