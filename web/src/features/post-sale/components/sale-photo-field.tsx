import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { LIMITS } from '@yardsale/core/limits';
import { SALE_FORM_MESSAGES } from '@yardsale/core/schemas/listing-messages';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { canDrawPhoto } from '@/lib/shrink-photo';
import type { SalePhoto } from '../utils/sale-form-values';

interface SalePhotoFieldProps {
  photo: SalePhoto;
  disabled: boolean;
  onChange: (photo: SalePhoto, source?: 'camera' | 'file') => void;
  onRefused: (message: string) => void;
}

/** One optional photo from the camera or a file; a new one replaces the old, and it can be removed. */
export function SalePhotoField({ photo, disabled, onChange, onRefused }: SalePhotoFieldProps) {
  const { t } = useTranslation('post');
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);

  const pick = (source: 'camera' | 'file') => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    if (file.size > LIMITS.yardSalePhotoMaxBytes) return onRefused(SALE_FORM_MESSAGES.photoTooLarge);
    if (!(await canDrawPhoto(file))) return onRefused(t(source === 'camera' ? 'photo.captureFailed' : 'photo.processFailed'));
    onChange({ file, previewUrl: URL.createObjectURL(file) }, source);
  };
  // Remove goes with the photo: focus goes to Upload, where a replacement would come from.
  const remove = () => {
    uploadButton.current?.focus();
    onChange(null);
  };
  const previewUrl = photo && ('file' in photo ? photo.previewUrl : photo.url);

  return (
    <Stack spacing={1.5}>
      {previewUrl && (
        <Box component="img" src={previewUrl} alt={t('photo.preview')} sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 2 }} />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={disabled} onClick={() => cameraInput.current?.click()}>
          {t('photo.take')}
        </Button>
        <Button ref={uploadButton} variant="outlined" startIcon={<UploadIcon />} disabled={disabled} onClick={() => fileInput.current?.click()}>
          {t('photo.upload')}
        </Button>
        {photo && (
          <Button color="error" startIcon={<DeleteOutlinedIcon />} disabled={disabled} onClick={() => remove()}>
            {t('photo.remove')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('photo.help')}
      </Typography>
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={(event) => void pick('camera')(event)} data-testid="photo-camera-input" />
      <input ref={fileInput} type="file" accept="image/*" hidden onChange={(event) => void pick('file')(event)} data-testid="photo-file-input" />
    </Stack>
  );
}
