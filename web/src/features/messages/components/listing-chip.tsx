import { Box, ButtonBase, Typography } from '@mui/material';
import type { ConversationListing } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { SaleImage } from '@/components/sale/sale-image';
import { useListingPrice } from '../hooks/use-listing-price';

const IMAGE_PX = 40;

/**
 * What the conversation is about: image, title, and price or 'Sold' (decision 0058); opens the Listing
 * Details sheet. Its column stretches it full width.
 */
export function ListingChip({ listing, onOpen }: { listing: ConversationListing; onOpen: () => void }) {
  const { t } = useTranslation('messages');
  const { t: tClassifieds } = useTranslation('classifieds');
  const price = [useListingPrice(listing.price), listing.sold ? tClassifieds('sold.chip') : null].filter(Boolean).join(' · ');
  return (
    <ButtonBase
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('listing.open', { title: listing.title })}
      sx={{ justifyContent: 'flex-start', gap: 1.5, px: 2, py: 1, textAlign: 'left', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <SaleImage url={listing.imageUrl ?? null} alt="" width={IMAGE_PX} height={IMAGE_PX} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {listing.title}
        </Typography>
        {price && (
          <Typography variant="body2" color="text.secondary">
            {price}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
