import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { useTranslation } from 'react-i18next';

interface FavoriteButtonProps {
  listing: Listing;
  favorite: boolean;
  onToggle: () => void;
}

/** The heart of a sale: filled when it is a favorite. */
export function FavoriteButton({ listing, favorite, onToggle }: FavoriteButtonProps) {
  const { t } = useTranslation('sales');
  return (
    <IconButton
      aria-pressed={favorite}
      aria-label={t(favorite ? 'favorite.remove' : 'favorite.add', { title: listing.title })}
      onClick={(event) => {
        event.stopPropagation(); // inside a card, the heart must not also open the sale
        onToggle();
      }}
      sx={{ color: favorite ? 'error.main' : 'text.secondary' }}
    >
      {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
