import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { askForCamera, cameraSupported, finishMediaPermissions, useMediaPermissionsRequested } from '../media-permissions';

type Step = 'camera' | 'pause' | 'gallery';

/** The photo-access offer after registration: a skippable card, camera first, the gallery 500 ms later. */
export function MediaPermissionsPrompt() {
  const requested = useMediaPermissionsRequested();
  const { pathname } = useLocation();
  if (!requested || pathname === paths.auth) return null;
  return <PermissionsCard />;
}

function PermissionsCard() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [step, setStep] = useState<Step>(cameraSupported() ? 'camera' : 'pause');
  const inputRef = useRef<HTMLInputElement>(null);
  const pickingRef = useRef(false);

  const galleryRefused = () => {
    toast({ title: t('toast.galleryRequired'), description: t('toast.galleryRequiredText'), variant: 'warning' });
    finishMediaPermissions();
  };

  const onGalleryTimeout = useEffectEvent(() => (pickingRef.current ? galleryRefused() : finishMediaPermissions()));
  const onGalleryCancel = useEffectEvent(() => galleryRefused());

  useEffect(() => {
    if (step === 'pause') {
      const timer = setTimeout(() => setStep('gallery'), TIMINGS_MS.galleryPromptDelay);
      return () => clearTimeout(timer);
    }
    if (step !== 'gallery') return;
    const timer = setTimeout(onGalleryTimeout, TIMINGS_MS.galleryPromptTimeout);
    const input = inputRef.current;
    const onCancel = () => onGalleryCancel();
    input?.addEventListener('cancel', onCancel);
    return () => {
      clearTimeout(timer);
      input?.removeEventListener('cancel', onCancel);
    };
  }, [step]);

  const allowCamera = async () => {
    const granted = await askForCamera();
    toast(
      granted
        ? { title: t('toast.cameraGranted'), description: t('toast.cameraGrantedText'), variant: 'success' }
        : { title: t('toast.cameraRequired'), description: t('toast.cameraRequiredText'), variant: 'warning' },
    );
    setStep('pause');
  };

  const chooseFromGallery = () => {
    pickingRef.current = true;
    inputRef.current?.click();
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.files?.length) return galleryRefused();
    toast({ title: t('toast.galleryGranted'), description: t('toast.galleryGrantedText'), variant: 'success' });
    finishMediaPermissions();
  };

  if (step === 'pause') return null;
  const isCamera = step === 'camera';
  const key = isCamera ? 'camera' : 'gallery';
  // Where the install banner stands (one at a time): over the bottom bar, under dialogs and sheets.
  return (
    <Paper
      role="region"
      aria-labelledby="media-permissions-heading"
      elevation={8}
      sx={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: 'drawer', p: 2, maxWidth: 560, mx: 'auto' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }}>
          {isCamera ? <PhotoCameraOutlinedIcon /> : <PhotoLibraryOutlinedIcon />}
        </Box>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="media-permissions-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t(`permissions.${key}.heading`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`permissions.${key}.text`)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
            <Button onClick={isCamera ? () => setStep('pause') : finishMediaPermissions}>{t('permissions.notNow')}</Button>
            <Button variant="contained" onClick={isCamera ? () => void allowCamera() : chooseFromGallery}>
              {t(`permissions.${key}.allow`)}
            </Button>
          </Stack>
        </Box>
      </Stack>
      <input ref={inputRef} type="file" accept="image/*" hidden tabIndex={-1} aria-hidden="true" onChange={onPicked} />
    </Paper>
  );
}
