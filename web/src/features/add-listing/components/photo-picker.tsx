import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { LIMITS } from '@yardsale/core/limits';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useId, useRef, type ChangeEvent } from 'react';
import { REMOVABLE_ITEM_PROPS } from '@/lib/focus-after-removal';
import { useTranslation } from '@/lib/i18n';
import { canDrawPhoto } from '@/lib/shrink-photo';
import { usePhotoListFocus } from '../hooks/use-photo-list-focus';
import { previewOf, type FormPhoto } from '../utils/classified-form-values';
import { fitting, movedBy } from '../utils/photo-list';

interface PhotoPickerProps {
  photos: readonly FormPhoto[];
  disabled: boolean;
  error?: string;
  onChange: (photos: FormPhoto[], source?: 'camera' | 'file') => void;
  onRefused: (message: string) => void;
}

const MAX = LIMITS.classifiedMaxImages;
const THUMB_PX = 96;
let nextKey = 0;
/** Photos come back from a draft with their keys (decision 0055): this page's keys must differ from an earlier page's. */
const pageKey = Date.now().toString(36);

function PhotoTile({ photo, index, count, disabled, onMove, onRemove }: { photo: FormPhoto; index: number; count: number; disabled: boolean; onMove: (step: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation('addListing');
  const place = { index: index + 1 };
  return (
    <Box component="li" {...REMOVABLE_ITEM_PROPS} sx={{ position: 'relative', width: THUMB_PX }}>
      <Box component="img" src={previewOf(photo)} alt={t('photos.photo', place)} width={THUMB_PX} height={THUMB_PX} sx={{ display: 'block', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }} />
      {index === 0 && <Chip size="small" color="primary" label={t('photos.cover')} sx={{ position: 'absolute', left: 4, top: 4 }} />}
      <IconButton size="small" aria-label={t('photos.remove', place)} disabled={disabled} onClick={onRemove} sx={{ position: 'absolute', right: 2, top: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <IconButton size="small" aria-label={t('photos.moveLeft', place)} data-step={-1} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton size="small" aria-label={t('photos.moveRight', place)} data-step={1} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}

/** Up to ten photos from the camera or files: thumbnails to reorder (the first is the cover) and remove. */
export function PhotoPicker({ photos, disabled, error, onChange, onRefused }: PhotoPickerProps) {
  const { t } = useTranslation('addListing');
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const { list, moving, removing } = usePhotoListFocus(photos);
  const full = photos.length >= MAX;

  const pick = (source: 'camera' | 'file') => async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // choosing the same file again must fire again
    const small = files.filter((file) => file.size <= CLASSIFIEDS.photoMaxBytes);
    if (small.length < files.length) onRefused(CLASSIFIED_MESSAGES.photoTooLarge);
    const drawable = await Promise.all(small.map(canDrawPhoto));
    const pictures = small.filter((_file, index) => drawable[index]);
    if (pictures.length < small.length) onRefused(t(source === 'camera' ? 'photos.captureFailed' : 'photos.processFailed'));
    const { kept, refused } = fitting(photos.length, pictures, MAX);
    if (refused) onRefused(CLASSIFIED_MESSAGES.tooManyImages);
    if (kept.length === 0) return;
    const added = kept.map((file): FormPhoto => ({ kind: 'new', key: `photo-${pageKey}-${nextKey++}`, file, previewUrl: URL.createObjectURL(file) }));
    // A refusal's toast stays up rather than being replaced by 'Photo Added'.
    onChange([...photos, ...added], refused || pictures.length < files.length ? undefined : source);
  };
  const remove = (index: number) => {
    removing();
    const photo = photos[index];
    if (photo?.kind === 'new') URL.revokeObjectURL(photo.previewUrl);
    onChange(photos.filter((_photo, at) => at !== index));
  };

  return (
    <Stack spacing={1.5}>
      {photos.length > 0 && (
        <Box component="ul" ref={list} aria-label={t('photos.listLabel', { count: photos.length, max: MAX })} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.kind === 'kept' ? photo.url : photo.key}
              photo={photo}
              index={index}
              count={photos.length}
              disabled={disabled}
              onMove={(step) => {
                moving(index + step, step);
                onChange(movedBy(photos, index, step));
              }}
              onRemove={() => remove(index)}
            />
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={disabled || full} onClick={() => cameraInput.current?.click()}>
          {t('photos.take')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled || full}
          onClick={() => fileInput.current?.click()}
          aria-describedby={noteId}
          data-invalid={Boolean(error)}
        >
          {t('photos.upload')}
        </Button>
      </Stack>
      <Typography id={noteId} variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ?? t('photos.help', { max: MAX })}
      </Typography>
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={(event) => void pick('camera')(event)} data-testid="classified-camera-input" />
      <input ref={fileInput} type="file" accept="image/*" multiple hidden onChange={(event) => void pick('file')(event)} data-testid="classified-file-input" />
    </Stack>
  );
}
