import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CurrentUser, NotificationSettings } from '@yardsale/core/api-types';
import { phoneAsWritten } from '@yardsale/core/sms';
import { SectionCard } from '@/components/ui/section-card';
import { useToast } from '@/components/ui/toast-provider';
import { usePublicConfig } from '@/lib/use-public-config';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useRemoveNumber } from '../api/sms-number';
import { useUpdateProfile } from '../api/update-profile';
import { usePushOnThisBrowser } from '../hooks/use-push-on-this-browser';
import { SmsNumberDialogs } from './sms-number-dialogs';

type Channel = keyof NotificationSettings;
const CHANNELS: Channel[] = ['email', 'push', 'sms'];

/** Push needs the browser's permission where the browser has notifications at all. */
async function pushAllowed(): Promise<boolean> {
  if (!('Notification' in window)) return true;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/** Removes the number texts go to (outside the switch's label, whose every tap would flip it). */
function RemoveSmsNumber() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { mutateAsync, isPending } = useRemoveNumber();
  const remove = async () => {
    try {
      await mutateAsync();
      toast({ title: t('sms.removed'), variant: 'success' });
    } catch (error) {
      showApiError(error, { title: t('sms.failed'), fallback: t('sms.failedText') });
    }
  };
  return (
    <Button size="small" onClick={() => void remove()} disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
      {t('sms.remove')}
    </Button>
  );
}

/**
 * E-mail, push and SMS switches; each change is saved at once, like the theme. Texts need a proven
 * mobile number first (decision 0077): turning them on without one asks for it.
 */
export function NotificationsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const { mutateAsync } = useUpdateProfile();
  const pushOnThisBrowser = usePushOnThisBrowser();
  // Shown while a change is being saved; the saved user takes over afterwards (or the old value on failure).
  const [pending, setPending] = useState<Partial<NotificationSettings>>({});
  const [askingNumber, setAskingNumber] = useState(false);
  // A server without an SMS provider offers no texts; one that has texts on from before can still turn them off.
  const textsOffered = usePublicConfig().data?.textMessages !== false;

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

  const helpOf = (channel: Channel) => {
    if (channel !== 'sms') return t(`notifications.${channel}Help`);
    const number = user.smsNumber;
    if (!textsOffered) return t('notifications.smsUnavailable');
    if (!number) return t('notifications.smsHelp');
    return t(user.notificationSettings.sms ? 'notifications.smsTo' : 'notifications.smsKept', { number: phoneAsWritten(number) });
  };

  const change = async (channel: Channel, enabled: boolean) => {
    if (channel === 'sms' && enabled && !user.smsNumber) return setAskingNumber(true);
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
                disabled={channel === 'sms' && !textsOffered && !user.notificationSettings.sms}
                checked={pending[channel] ?? user.notificationSettings[channel]}
                onChange={(_event, enabled) => void change(channel, enabled)}
              />
            }
            label={
              <Box>
                <Typography>{t(`notifications.${channel}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {helpOf(channel)}
                </Typography>
              </Box>
            }
          />
        ))}
        {user.smsNumber && <RemoveSmsNumber />}
      </Stack>
      <SmsNumberDialogs open={askingNumber} onClose={() => setAskingNumber(false)} />
    </SectionCard>
  );
}
