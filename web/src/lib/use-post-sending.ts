import type { FormikErrors } from 'formik';
import { useToast, type ToastOptions } from '@/components/ui/toast-provider';
import { ApiError, mayHaveBeenMade } from './api-client';
import { useCurrentUser } from './auth';
import type { DraftPlace } from './form-drafts/draft-store';
import { sendKeyStore } from './form-drafts/send-key-store';
import { discardDraft } from './form-drafts/use-form-draft';
import { useShowApiError } from './use-show-api-error';
import { needsSignIn } from './use-suspension-notice';
import { useSendKey } from './use-send-key';

/** How a post's form says it cannot be sent, in its own words (SPEC sections 4 and 6). */
export interface PostRefusals {
  notSignedIn: ToastOptions;
  notVerified: ToastOptions;
  /** The API's 403 for an unverified e-mail, told as `notVerified`. */
  verificationMessage: string;
  /** The toast when saving fails: its title, its text when the server gave none, and its text when no answer came. */
  failure: { title: string; text: string; unanswered: string };
}

/** Makes the post: gets the key to send it under and the call to make when the server says an earlier send had made it. */
type Create<Made> = (idempotencyKey: string, onRepeat: () => void) => Promise<Made>;

/**
 * What posting a sale and a classified share: only a signed-in, verified user sends; a new post is
 * sent once under its key, kept with its draft through a reload (decisions 0084, 0094); a refusal
 * is a toast (and field messages) and the form keeps its values; once made, the draft is forgotten.
 */
export function usePostSending<Made extends { id: string }>(editingId: string | undefined, draft: DraftPlace | undefined, refusals: PostRefusals) {
  const toast = useToast();
  const showApiError = useShowApiError();
  const { data: user } = useCurrentUser();
  const sendKey = useSendKey(draft && !editingId ? sendKeyStore(draft) : undefined);
  const { notSignedIn, notVerified, verificationMessage, failure } = refusals;

  return {
    /** Whether this user may post; if not, the toast that says why is shown. */
    maySend(): boolean {
      if (!user) toast(notSignedIn);
      else if (!user.emailVerified) toast(notVerified);
      return Boolean(user?.emailVerified);
    },

    /**
     * Updates the post being edited, or makes a new one under the key of `written` (what the user
     * wrote: the same on a retry). If an earlier send whose answer was lost had made it, as it then
     * was, what changed since is saved to it.
     */
    async send(written: unknown, create: Create<Made>, update: (id: string) => Promise<Made>): Promise<Made> {
      if (editingId) return update(editingId);
      let repeat = false;
      const made = await create(sendKey.keyFor(written), () => (repeat = true));
      return repeat && sendKey.changedSinceFirst(written) ? update(made.id) : made;
    },

    /** Tells why sending failed; `sent` once the request went, which an answer lost on the way may have made. */
    failed<Values>(error: unknown, sent: boolean, setErrors?: (errors: FormikErrors<Values>) => void): void {
      if (!(error instanceof ApiError)) console.error('Sending the post failed', error);
      if (sent && !editingId && mayHaveBeenMade(error)) {
        sendKey.unanswered();
        toast({ title: failure.title, description: failure.unanswered, variant: 'error', durationMs: 10_000 });
      } else if (needsSignIn(error)) {
        // The session ended: useForgetUserOn401 signs the user out after 2 s, and the form's route then goes to /auth.
        toast(notSignedIn);
      } else if (error instanceof ApiError && error.status === 403 && error.serverMessage === verificationMessage) {
        toast(notVerified);
      } else {
        showApiError(error, { title: failure.title, fallback: failure.text, setErrors });
      }
    },

    /** The post was made: the same form sent again is another post, and its draft is forgotten. */
    made(): void {
      sendKey.made();
      if (draft) discardDraft(draft);
    },
  };
}
