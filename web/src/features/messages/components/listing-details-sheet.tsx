import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Typography } from '@mui/material';
import type { ConversationListing } from '@yardsale/core/api-types';
import { dateTimeFormat } from '@yardsale/core/intl-format';
import { useTranslation } from '@/lib/i18n';
import { AddressDetail } from '@/components/sale/address-detail';
import { SaleImage } from '@/components/sale/sale-image';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { DetailItem } from '@/components/ui/detail-item';
import { useClassifiedLabels } from '@/components/classified/use-classified-labels';
import { useCategoryLabel } from '@/lib/use-category-label';
import { useListingPrice } from '../hooks/use-listing-price';

/** 'Fri, Dec 4, 6:00 PM EST': the reader's clock, its zone named (a sale's own zone is not in a conversation). */
const onReaderClock = (iso: string, locale: string) =>
  dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

/** The address; a yard sale's town while its seller keeps the address (decision 0069), with when it shows. */
function ListingAddress({ listing }: { listing: ConversationListing }) {
  const { t, i18n } = useTranslation('messages');
  const shownFrom = listing.addressShownFrom;
  const kept = shownFrom && { label: t('listing.area'), note: t('listing.addressShownFrom', { when: onReaderClock(shownFrom, i18n.language) }) };
  return <AddressDetail label={t('listing.address')} address={listing.address} kept={kept || undefined} />;
}

interface DetailsProps {
  listing: ConversationListing;
  titleId: string;
  onClose: () => void;
}

function Details({ listing, titleId, onClose }: DetailsProps) {
  const { t } = useTranslation('messages');
  const price = useListingPrice(listing.price);
  const categoryLabel = useCategoryLabel();
  const { condition: conditionLabel } = useClassifiedLabels();
  return (
    <Stack spacing={2} sx={{ p: 2, pb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('listing.title')}
        </Typography>
        <IconButton aria-label={t('listing.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <SaleImage url={listing.imageUrl ?? null} alt={t('listing.photoOf', { title: listing.title })} width="min(100%, 400px)" height={220} />
      <Stack spacing={0.5}>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {listing.title}
        </Typography>
        {price && (
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {price}
          </Typography>
        )}
      </Stack>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {listing.address && <ListingAddress listing={listing} />}
        <DetailItem label={t('listing.description')}>{listing.description}</DetailItem>
        <DetailItem label={t('listing.category')}>{categoryLabel(listing.category)}</DetailItem>
        {listing.condition && <DetailItem label={t('listing.condition')}>{conditionLabel(listing.condition)}</DetailItem>}
      </Stack>
    </Stack>
  );
}

/** 'Listing Details' (SPEC section 2): image, title, price, address, description, category, condition. */
export function ListingDetailsSheet({ listing, open, onClose }: { listing: ConversationListing; open: boolean; onClose: () => void }) {
  return (
    // As high as its few lines (the spec gives this sheet no height), so no empty half screen under them.
    <BottomSheet item={open ? listing : null} maxWidth={900} onClose={onClose}>
      {(shown, titleId) => <Details listing={shown} titleId={titleId} onClose={onClose} />}
    </BottomSheet>
  );
}
