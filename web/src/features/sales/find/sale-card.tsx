import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { useTranslation } from 'react-i18next';
import { FavoriteButton } from '../components/favorite-button';
import { SaleImage } from '@/components/sale/sale-image';
import { SaleTypeBadges } from '@/components/sale/sale-type-badges';
import { formatSaleDays } from '@/components/sale/sale-dates';

interface SaleCardProps {
  listing: Listing;
  /** Among the cards shown before any scrolling: its photo is fetched first. */
  firstScreen: boolean;
  distance: string;
  favorite: boolean;
  onToggleFavorite: () => void;
  onOpen: () => void;
}

const IMAGE_HEIGHT_PX = 120;

/** One sale on Find: photo, title, days, sale types and distance; tapping it opens the sale sheet. */
export function SaleCard({ listing, firstScreen, distance, favorite, onToggleFavorite, onOpen }: SaleCardProps) {
  const { t, i18n } = useTranslation('sales');
  const days = formatSaleDays(listing, i18n.language, { invalid: t('sheet.invalidDate'), error: t('sheet.dateError') });
  return (
    <Card variant="outlined" sx={{ position: 'relative', height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <SaleImage url={listing.imageUrl} alt="" width="100%" height={IMAGE_HEIGHT_PX} firstScreen={firstScreen} />
        <CardContent component={Stack} spacing={0.75} sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography component="h2" variant="subtitle2" sx={{ overflowWrap: 'anywhere', pr: 4 }}>
            {listing.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {days}
          </Typography>
          <SaleTypeBadges sale={listing} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {distance}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: '50%' }}>
        <FavoriteButton listing={listing} favorite={favorite} onToggle={onToggleFavorite} />
      </Box>
    </Card>
  );
}
