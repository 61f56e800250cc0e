import type { Listing } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { PlainIcon } from '@/components/ui/plain-icon';
import { Stylesheet } from '@/lib/styles/stylesheet';
import cssText from './favorite-button.css?inline';

interface FavoriteButtonProps {
  listing: Listing;
  favorite: boolean;
  onToggle: () => void;
}

/** The heart of a sale: filled when it is a favorite. */
export function FavoriteButton({ listing, favorite, onToggle }: FavoriteButtonProps) {
  const { t } = useTranslation('sales');
  return (
    <>
      <Stylesheet name="favorite-button" css={cssText} />
      <button
      type="button"
      className="favorite-heart"
      aria-pressed={favorite}
      aria-label={t(favorite ? 'favorite.remove' : 'favorite.add', { title: listing.title })}
      onClick={(event) => {
        event.stopPropagation(); // inside a card, the heart must not also open the sale
        onToggle();
      }}
    >
      <PlainIcon name={favorite ? 'favorite' : 'favoriteBorder'} />
      </button>
    </>
  );
}
