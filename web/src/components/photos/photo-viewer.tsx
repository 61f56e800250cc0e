import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Stack, Typography } from '@mui/material';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSwipe } from './use-swipe';

interface PhotoViewerProps {
  open: boolean;
  title: string;
  /** The large photos (long side 1600 px). */
  photos: readonly string[];
  index: number;
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
}

const onDark = { color: '#fff', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' } } as const;

/** Full screen on black: the large photo, previous and next (buttons, arrow keys, swipe), Escape or close. */
export function PhotoViewer({ open, title, photos, index, onNext, onPrevious, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const { handlers } = useSwipe(onNext, onPrevious);
  const count = photos.length;
  const place = { index: index + 1, count };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onPrevious();
  };
  return (
    <Dialog fullScreen open={open} onClose={onClose} onKeyDown={onKeyDown} aria-labelledby={titleId} slotProps={{ paper: { sx: { bgcolor: '#000', backgroundImage: 'none' } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', p: 1, gap: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ color: '#fff', flexGrow: 1, pl: 1 }} noWrap>
          {t('photos.viewerTitle', place)}
        </Typography>
        <IconButton aria-label={t('photos.close')} onClick={onClose} sx={onDark}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box {...handlers} sx={{ position: 'relative', flexGrow: 1, minHeight: 0, display: 'flex', alignItems: 'center', touchAction: 'pan-y' }}>
        {photos[index] && (
          <Box
            component="img"
            key={photos[index]}
            src={photos[index]}
            alt={t('photos.photo', { ...place, title })}
            width={CLASSIFIEDS.photoMaxSide}
            height={CLASSIFIEDS.photoMaxSide}
            draggable={false}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {count > 1 && (
          <>
            <IconButton aria-label={t('photos.previous')} onClick={onPrevious} sx={{ ...onDark, position: 'absolute', left: 8, bgcolor: 'rgba(0, 0, 0, 0.6)', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' } }}>
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton aria-label={t('photos.next')} onClick={onNext} sx={{ ...onDark, position: 'absolute', right: 8, bgcolor: 'rgba(0, 0, 0, 0.6)', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' } }}>
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
