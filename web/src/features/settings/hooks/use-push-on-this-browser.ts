import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { PushUnavailable, subscribeThisBrowser, unsubscribeThisBrowser } from '@/lib/push/browser-push';

/**
 * After the account's push switch is saved, this browser follows it: subscribed (or told clearly why
 * it cannot be) when on, unsubscribed when off. Off needs no message: with push off for the account
 * the server sends nothing, whatever this browser still holds.
 */
export function usePushOnThisBrowser() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  return async (enabled: boolean) => {
    if (!enabled) return unsubscribeThisBrowser().catch(() => undefined);
    try {
      await subscribeThisBrowser();
    } catch (error) {
      const reason = error instanceof PushUnavailable ? error.reason : 'not-saved';
      toast({ title: t('notifications.pushUnavailable'), description: t(`notifications.pushUnavailableText.${reason}`), variant: 'warning', durationMs: 10_000 });
    }
  };
}
