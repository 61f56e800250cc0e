import { useTranslation } from '@/lib/i18n';
import { useToast, type ToastOptions } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useGetVerificationLink } from '../api/get-verification-link';
import { useResendVerification } from '../api/resend-verification';

/**
 * Resends the verification e-mail. When the server offers direct verification the link is fetched
 * and handed to `onLink` (which opens the 'Verify Your Email' dialog). Without a link, /auth says so
 * ('notFound') while /verify-email tells the user to check their inbox ('checkInbox').
 */
export function useResendVerificationFlow(onLink: (link: string, email: string) => void, withoutLink: 'notFound' | 'checkInbox') {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const translate = useValidationMessage();
  const resend = useResendVerification();
  const getLink = useGetVerificationLink();

  const checkInbox: ToastOptions = { title: t('toast.verificationSent'), description: t('toast.verificationSentText'), variant: 'success' };

  /** The link for `email` (direct verification only), opened in the dialog; otherwise why not. */
  const checkLink = async (email: string) => {
    try {
      const link = await getLink.mutateAsync(email);
      if (link) onLink(link, email);
      else toast(withoutLink === 'checkInbox' ? checkInbox : { title: t('toast.noLink'), description: t('toast.noLinkText'), variant: 'warning' });
    } catch {
      toast(withoutLink === 'checkInbox' ? checkInbox : { title: t('toast.linkError'), description: t('toast.linkErrorText'), variant: 'error' });
    }
  };

  const send = async (email: string) => {
    let direct: boolean;
    try {
      const answer = await resend.mutateAsync(email);
      direct = answer.directVerification;
      if (!direct) toast(checkInbox);
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 429 ? translate(error.serverMessage) : undefined;
      toast({ title: t('toast.resendError'), description: limited ?? t('toast.resendErrorText'), variant: 'error' });
      return;
    }
    if (direct) await checkLink(email);
  };

  return { send, checkLink, isPending: resend.isPending || getLink.isPending };
}
