import DirectionsIcon from '@mui/icons-material/Directions';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { Button, Stack } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { mapsDirectionsLinks } from '@yardsale/core/route-plan';
import { salePath } from '@yardsale/core/sale-link';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast-provider';

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Shares the sale's own link (Find with its sheet open): the phone's share sheet, or else the clipboard. */
function useShareSale(listing: Listing) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  return async () => {
    const url = new URL(salePath(listing.id), window.location.origin).href;
    if (navigator.share) {
      try {
        return await navigator.share({ title: listing.title, url });
      } catch (error) {
        if (isCancelled(error)) return; // the person closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('sheet.linkCopied'), description: url, variant: 'success', durationMs: 3000 });
    } catch {
      toast({ title: t('sheet.copyFailed'), description: url, variant: 'error' });
    }
  };
}

/** Directions from wherever the phone is, in Google Maps, and a link to send to a friend. */
export function SaleSheetActions({ listing }: { listing: Listing }) {
  const { t } = useTranslation('sales');
  const share = useShareSale(listing);
  const [directions] = mapsDirectionsLinks(null, [{ lat: listing.latitude, lng: listing.longitude }]);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<DirectionsIcon />} href={directions!} target="_blank" rel="noopener noreferrer">
        {t('sheet.directions')}
      </Button>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
        {t('sheet.share')}
      </Button>
    </Stack>
  );
}
