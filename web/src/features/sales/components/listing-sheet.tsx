import CloseIcon from '@mui/icons-material/Close';
import { ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { listFormat } from '@yardsale/core/intl-format';
import { formatSaleDays, formatSaleHours } from '@yardsale/core/sale-dates';
import { FavoriteButton } from './favorite-button';
import { SaleAddress } from './sale-address';
import { SaleSheetActions } from './sale-sheet-actions';
import { MessageSellerButton } from '@/components/messages/message-seller-button';
import { SaleImage } from '@/components/sale/sale-image';
import { saleImageSource, saleThumbnail } from '@/components/sale/sale-image-source';
import { PhotoViewer } from '@/components/photos/photo-viewer';
import { SaleTypeBadges } from '@/components/sale/sale-type-badges';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { DetailItem } from '@/components/ui/detail-item';
import { useCurrentUser } from '@/lib/auth';
import { useCountView } from '@/lib/use-count-view';
import { useCategoryLabel } from '@/lib/use-category-label';
import { listingKeys } from '@/lib/query-keys';
import { useLinkedItem } from '@/lib/use-linked-item';
import { fetchListing } from '../api/listings';
import { useFavorites } from '../hooks/use-favorites';

export { SaleTypeBadges } from '@/components/sale/sale-type-badges';

const IMAGE_PX = 96;
const noop = () => {};
// The sheet shows favorites without polling them: the screen around it keeps them fresh.
const NO_POLLING = 0;

/** The spec's 96 px photo; a tap opens it full screen, as a classified's photos open. */
function SalePhoto({ listing }: { listing: Listing }) {
  const { t } = useTranslation('sales');
  const [viewing, setViewing] = useState(false);
  const image = <SaleImage {...saleThumbnail(listing)} alt={t('sheet.photoOf', { title: listing.title })} width={IMAGE_PX} height={IMAGE_PX} />;
  const source = saleImageSource(listing.imageUrl);
  if (source.kind !== 'url') return image;
  return (
    <>
      <ButtonBase onClick={() => setViewing(true)} aria-label={t('sheet.openPhoto')} sx={{ flexShrink: 0, borderRadius: 1 }}>
        {image}
      </ButtonBase>
      <PhotoViewer open={viewing} title={listing.title} photos={[source.url]} index={0} onNext={noop} onPrevious={noop} onClose={() => setViewing(false)} />
    </>
  );
}

function SheetBody({ listing, titleId, onClose }: { listing: Listing; titleId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('sales');
  const { isFavorite, toggleFavorite } = useFavorites(NO_POLLING);
  const { data: user } = useCurrentUser();
  const categoryLabel = useCategoryLabel();
  // Sales carry their seller's id only in answers to that seller: anyone else may message them.
  const own = Boolean(user && listing.userId === user.id);
  useCountView({ id: listing.id, type: 'listing' }, own);
  // Every category the seller chose: a sale found by its second one is labelled with it too.
  const categories = [...new Set([listing.category, ...listing.categories])];
  const days = formatSaleDays(listing, i18n.language, { invalid: t('sheet.invalidDate'), error: t('sheet.dateError') });
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {listing.title}
        </Typography>
        <FavoriteButton listing={listing} favorite={isFavorite(listing.id)} onToggle={() => toggleFavorite(listing)} />
        <IconButton aria-label={t('sheet.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <SaleTypeBadges sale={listing} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SalePhoto listing={listing} />
        <Stack component="dl" spacing={1} sx={{ m: 0, minWidth: 0 }}>
          <SaleAddress listing={listing} own={own} />
          <DetailItem label={t('sheet.dates')}>{days}</DetailItem>
          <DetailItem label={t('sheet.times')}>{formatSaleHours(listing.startTime, listing.endTime, i18n.language)}</DetailItem>
          <DetailItem label={t('sheet.category', { count: categories.length })}>{listFormat(i18n.language, { type: 'conjunction', style: 'narrow' }).format(categories.map(categoryLabel))}</DetailItem>
        </Stack>
      </Stack>
      {/* What is for sale: the spec's sheet leaves it out, but it is what a buyer decides on. */}
      {listing.description.trim() && (
        <Stack component="dl" sx={{ m: 0 }}>
          <DetailItem label={t('sheet.description')}>{listing.description}</DetailItem>
        </Stack>
      )}
      <SaleSheetActions listing={listing} own={own} />
      {!own && <MessageSellerButton listing={{ id: listing.id, title: listing.title, type: 'listing' }} />}
    </Stack>
  );
}

/**
 * The half-screen bottom sheet of a sale, opened from a map marker or a Find card. It reads and
 * toggles favorites itself (useFavorites, without polling of its own), so callers pass only the sale.
 */
export function ListingSheet({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  return (
    <BottomSheet item={listing} height="50vh" maxWidth={600} onClose={onClose}>
      {(shown, titleId) => <SheetBody listing={shown} titleId={titleId} onClose={onClose} />}
    </BottomSheet>
  );
}

/**
 * The sheet of a map pin or of a sale's link (/find?sale=): pins carry only what a marker needs, so
 * the sale is fetched when tapped (GET /api/listings/{id}) and the sheet opens once it is here. A
 * sale no longer shown says so; a failed load shows the load-error toast.
 */
export function ListingSheetById({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('sales');
  const { item: listing } = useLinkedItem(id, {
    queryKey: listingKeys.detail(id ?? ''),
    fetch: fetchListing,
    gone: { title: t('sheet.gone') },
    failed: { title: t('find.loadError.title'), description: t('find.loadError.text') },
    onGone: onClose,
  });
  return <ListingSheet listing={listing} onClose={onClose} />;
}
