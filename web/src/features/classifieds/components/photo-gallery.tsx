import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ClassifiedImage } from '@/components/classified/classified-image';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { usePhotoIndex } from '../hooks/use-photo-index';
import { PhotoViewer } from '@/components/photos/photo-viewer';
import { useSwipe } from '@/components/photos/use-swipe';

const HEIGHT_PX = 260;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
} as const;

/** The sheet's photos: previous and next buttons, swipe, a counter, and a tap opens the full-screen viewer. */
export function PhotoGallery({ classified }: { classified: Classified }) {
  const { t } = useTranslation('classifieds');
  const photos = classified.imageUrls;
  const count = photos.length;
  const { index, next, previous } = usePhotoIndex(count);
  const [viewing, setViewing] = useState(false);
  const { handlers, wasSwipe } = useSwipe(next, previous);
  if (count === 0) return <ClassifiedImage url={null} alt="" width={CLASSIFIEDS.thumbnailSide} height={HEIGHT_PX} style={{ width: '100%', height: HEIGHT_PX, borderRadius: 'calc(2 * var(--mui-shape-borderRadius))' }} />;

  const place = { index: index + 1, count };
  const thumbnail = classified.thumbnailUrls[index] ?? photos[index];
  return (
    <Box component="section" aria-label={t('gallery.label')} sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <ButtonBase
        {...handlers}
        onClick={() => !wasSwipe() && setViewing(true)}
        aria-label={t('gallery.open', place)}
        sx={{ display: 'block', width: '100%', height: HEIGHT_PX, touchAction: 'pan-y' }}
      >
        <Box
          component="img"
          key={photos[index]}
          src={thumbnail}
          srcSet={`${thumbnail} ${CLASSIFIEDS.thumbnailSide}w, ${photos[index]} ${CLASSIFIEDS.photoMaxSide}w`}
          sizes="(min-width: 900px) 860px, 100vw"
          alt={t('common:photos.photo', { ...place, title: classified.title })}
          width={CLASSIFIEDS.thumbnailSide}
          height={HEIGHT_PX}
          draggable={false}
          sx={{ width: '100%', height: HEIGHT_PX, objectFit: 'contain', display: 'block' }}
        />
      </ButtonBase>
      {count > 1 && (
        <>
          <IconButton aria-label={t('common:photos.previous')} onClick={previous} sx={{ ...arrowSx, left: 8 }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={t('common:photos.next')} onClick={next} sx={{ ...arrowSx, right: 8 }}>
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
      <Typography
        aria-live="polite"
        variant="caption"
        sx={{ position: 'absolute', bottom: 8, right: 8, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.7)', color: '#fff' }}
      >
        <span aria-hidden="true">{t('gallery.counter', place)}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('gallery.counterLabel', place)}
        </Box>
      </Typography>
      <PhotoViewer
        open={viewing}
        title={classified.title}
        photos={photos}
        index={index}
        onNext={next}
        onPrevious={previous}
        onClose={() => setViewing(false)}
      />
    </Box>
  );
}
