import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { ClassifiedImage } from '@/components/classified/classified-image';
import { isFree } from '@/components/classified/classified-text';
import { useClassifiedLabels } from '@/components/classified/use-classified-labels';

interface ClassifiedCardProps {
  classified: Classified;
  /** Among the cards shown before any scrolling: its photo is fetched first. */
  firstScreen: boolean;
  /** '400m away' or '2.5 km away'; absent without the user's position. */
  distance: string | undefined;
  /** When the list was fetched, for the age. */
  now: number;
  onOpen: () => void;
}

const THUMB = { width: CLASSIFIEDS.thumbnailSide, height: (CLASSIFIEDS.thumbnailSide * 3) / 4 };

/** One classified in the grid: thumbnail, title, price or 'Free', area, distance and age. */
export function ClassifiedCard({ classified, firstScreen, distance, now, onOpen }: ClassifiedCardProps) {
  const { price, age } = useClassifiedLabels();
  const place = [classified.area, distance].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <ClassifiedImage url={classified.thumbnailUrl} alt="" {...THUMB} firstScreen={firstScreen} sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
        <CardContent component={Stack} spacing={0.5} sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography component="h2" variant="subtitle2" sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {classified.title}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 700, color: isFree(classified.price) ? 'success.main' : 'text.primary' }}>
            {price(classified)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {place}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {age(classified, now)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
