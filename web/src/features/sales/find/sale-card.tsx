import type { Listing } from '@yardsale/core/api-types';
import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FavoriteButton } from '../components/favorite-button';
import { SaleImage } from '@/components/sale/sale-image';
import { saleThumbnail } from '@/components/sale/sale-image-source';
import { SaleTypeBadges } from '@/components/sale/sale-type-badges';
import { formatSaleDays } from '@yardsale/core/sale-dates';
import { LIST_CARD as card, LIST_CARD_CSS } from '@/components/ui/list-card';
import { Stylesheet } from '@/lib/styles/stylesheet';

interface SaleCardProps {
  listing: Listing;
  /** Among the cards shown before any scrolling: its photo is fetched first. */
  firstScreen: boolean;
  distance: string;
  favorite: boolean;
  onToggleFavorite: (listing: Listing) => void;
  onOpen: (listing: Listing) => void;
}

const IMAGE_HEIGHT_PX = 120;

/**
 * One sale on Find: photo, title, days, sale types and distance; tapping it opens the sale sheet.
 * Memoized, its callbacks taking the sale: Find draws up to 200 of them.
 */
export const SaleCard = memo(function SaleCard({ listing, firstScreen, distance, favorite, onToggleFavorite, onOpen }: SaleCardProps) {
  const { t, i18n } = useTranslation('sales');
  const days = formatSaleDays(listing, i18n.language, { invalid: t('sheet.invalidDate'), error: t('sheet.dateError') });
  return (
    <div className={card.card}>
      <Stylesheet name="list-card" css={LIST_CARD_CSS} />
      <button type="button" className={card.open} onClick={() => onOpen(listing)}>
        <SaleImage {...saleThumbnail(listing)} alt="" width="100%" height={IMAGE_HEIGHT_PX} firstScreen={firstScreen} />
        <div className={card.body}>
          <h2 className={`${card.title} ${card.twoLines}`}>
            {listing.title}
          </h2>
          <span className={card.caption}>{days}</span>
          <SaleTypeBadges sale={listing} />
          <p className={card.emphasis}>{distance}</p>
        </div>
      </button>
      <div className={card.corner}>
        <FavoriteButton listing={listing} favorite={favorite} onToggle={() => onToggleFavorite(listing)} />
      </div>
    </div>
  );
});
