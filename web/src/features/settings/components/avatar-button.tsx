import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, ButtonBase, CircularProgress } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { initialOf } from '@/lib/initial-of';
import type { CurrentUser } from '@yardsale/core/api-types';
import { AVATAR_MAX_BYTES } from '@yardsale/core/schemas/profile';
import { AVATAR_TYPES } from '@yardsale/core/schemas/uploads';
import { PROFILE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useToast } from '@/components/ui/toast-provider';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useShowApiError } from '@/lib/use-show-api-error';
import { avatarForm, useUpdateProfile } from '../api/update-profile';

const SIZE = 96;

/** The user's photo; a click picks an image that is uploaded at once (the server re-encodes it). */
export function AvatarButton({ user, name }: { user: CurrentUser; name: string }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translateMessage = useValidationMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync, isPending } = useUpdateProfile();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const invalid = !(AVATAR_TYPES as readonly string[]).includes(file.type)
      ? translateMessage(PROFILE_MESSAGES.avatarNotImage)
      : file.size > AVATAR_MAX_BYTES
        ? t('summary.tooLarge', { size: AVATAR_MAX_BYTES / 1024 / 1024 })
        : undefined;
    if (invalid) {
      toast({ title: t('summary.invalidImage'), description: invalid, variant: 'error' });
      return;
    }
    try {
      await mutateAsync(avatarForm(file));
      toast({ title: t('profile.updated'), description: t('summary.photoUpdated'), variant: 'success' });
    } catch (error) {
      showApiError(error, { title: t('profile.updateFailed'), fallback: t('profile.updateFailedText') });
    }
  };

  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
      <ButtonBase
        aria-label={t('summary.changePhoto')}
        aria-busy={isPending}
        disabled={isPending}
        onClick={() => inputRef.current?.click()}
        sx={{ borderRadius: '50%', width: SIZE, height: SIZE }}
      >
        <Avatar src={user.avatarUrl ?? undefined} alt="" sx={{ width: SIZE, height: SIZE, fontSize: 40 }}>
          {initialOf(name)}
        </Avatar>
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', right: 0, bottom: 0, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '50%', p: 0.75, display: 'flex' }}
        >
          <PhotoCameraIcon fontSize="small" />
        </Box>
      </ButtonBase>
      {isPending && (
        <CircularProgress aria-label={t('summary.uploading')} size={SIZE + 8} sx={{ position: 'absolute', top: -4, left: -4 }} />
      )}
      <input ref={inputRef} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={(event) => void upload(event)} />
    </Box>
  );
}
