import DirectionsIcon from '@mui/icons-material/Directions';
import { Button, Stack } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { salePath } from '@yardsale/core/listing-links';
import { mapsDirectionsLinks } from '@yardsale/core/route-plan';
import { useTranslation } from '@/lib/i18n';
import { ReportPostButton } from '@/components/report-post/report-post-button';
import { ShareButton } from '@/components/ui/share-button';

/**
 * Directions from wherever the phone is, in Google Maps (once the exact address shows: decision
 * 0069), the sale's link to send to a friend and, for anyone but its seller, Report.
 */
export function SaleSheetActions({ listing, own }: { listing: Listing; own: boolean }) {
  const { t } = useTranslation('sales');
  const [directions] = mapsDirectionsLinks(null, [{ lat: listing.latitude, lng: listing.longitude }]);
  const placeKnown = own || listing.addressShownFrom === undefined;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {placeKnown && (
        <Button variant="outlined" startIcon={<DirectionsIcon />} href={directions!} target="_blank" rel="noopener noreferrer">
          {t('sheet.directions')}
        </Button>
      )}
      <ShareButton title={listing.title} path={salePath(listing.id)} />
      {!own && <ReportPostButton post={{ id: listing.id, title: listing.title, type: 'listing' }} />}
    </Stack>
  );
}
