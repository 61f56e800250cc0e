import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CurrentUser, NotificationSettings } from '@yardsale/core/api-types';
import { SectionCard } from '@/components/ui/section-card';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useUpdateProfile } from '../api/update-profile';
import { usePushOnThisBrowser } from '../hooks/use-push-on-this-browser';

type Channel = keyof NotificationSettings;
const CHANNELS: Channel[] = ['email', 'push', 'sms'];

/** Push needs the browser's permission where the browser has notifications at all. */
async function pushAllowed(): Promise<boolean> {
  if (!('Notification' in window)) return true;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/** E-mail, push and SMS switches; each change is saved at once, like the theme. */
export function NotificationsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { mutateAsync } = useUpdateProfile();
  const pushOnThisBrowser = usePushOnThisBrowser();
  // Shown while a change is being saved; the saved user takes over afterwards (or the old value on failure).
  const [pending, setPending] = useState<Partial<NotificationSettings>>({});

  const save = async (channel: Channel, enabled: boolean): Promise<boolean> => {
    setPending((current) => ({ ...current, [channel]: enabled }));
    try {
      await mutateAsync({ notificationSettings: { [channel]: enabled } });
      return true;
    } catch (error) {
      showApiError(error, { title: t('profile.updateFailed'), fallback: t('profile.updateFailedText') });
      return false;
    } finally {
      setPending(({ [channel]: _done, ...rest }) => rest);
    }
  };

  const change = async (channel: Channel, enabled: boolean) => {
    if (channel === 'push' && enabled && !(await pushAllowed())) {
      toast({ title: t('notifications.blocked'), description: t('notifications.blockedText'), variant: 'warning', durationMs: 8000 });
      return;
    }
    if ((await save(channel, enabled)) && channel === 'push') await pushOnThisBrowser(enabled);
  };

  return (
    <SectionCard title={t('notifications.heading')} icon={<NotificationsNoneIcon />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('notifications.intro')}
      </Typography>
      <Stack spacing={1}>
        {CHANNELS.map((channel) => (
          <FormControlLabel
            key={channel}
            labelPlacement="start"
            sx={{ mx: 0, justifyContent: 'space-between', gap: 2 }}
            control={
              <Switch
                checked={pending[channel] ?? user.notificationSettings[channel]}
                onChange={(_event, enabled) => void change(channel, enabled)}
              />
            }
            label={
              <Box>
                <Typography>{t(`notifications.${channel}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`notifications.${channel}Help`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
