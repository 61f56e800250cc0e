import { useQueryClient } from '@tanstack/react-query';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useToast, type ToastOptions } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { ApiError, mayHaveBeenMade } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import type { DraftPlace } from '@/lib/form-drafts/draft-store';
import { sendKeyStore } from '@/lib/form-drafts/send-key-store';
import { discardDraft } from '@/lib/form-drafts/use-form-draft';
import { refreshPostLists } from '@/lib/query-keys';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { useShowApiError } from '@/lib/use-show-api-error';
import { needsSignIn } from '@/lib/use-suspension-notice';
import type { UploadState } from '@/components/ui/upload-progress';
import { useSendKey } from '@/lib/use-send-key';
import { useValidationMessage } from '@/lib/use-validation-message';
import { createClassified, updateClassified } from '../api/classified-requests';
import { formDataOf, type ClassifiedFormState } from '../utils/classified-form-values';

/** The API names request fields; the form shows each under its own field. */
const FIELD_OF: Record<string, keyof ClassifiedFormState> = {
  customAddress: 'address',
  latitude: 'locationVerified',
  longitude: 'locationVerified',
  categories: 'tags',
  images: 'photos',
  imageUrls: 'photos',
};

function formErrorsOf(errors: FormikErrors<Record<string, string>>): FormikErrors<ClassifiedFormState> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_OF[field] ?? field, message]));
}

async function bodyOf(values: ClassifiedFormState): Promise<FormData> {
  const newPhotos = values.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
  return formDataOf(values, await Promise.all(newPhotos.map(shrinkPhoto)));
}

/**
 * Saves the /add-listing form: signed in and verified first, then the photos shrunk and the whole
 * form sent with upload progress. Refusals are toasts (and field messages); the form keeps its values.
 */
export function useSubmitClassified(editing: Classified | undefined, draft: DraftPlace | undefined) {
  const { t } = useTranslation('addListing');
  const translate = useValidationMessage();
  const toast = useToast();
  const showApiError = useShowApiError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const sendKey = useSendKey(draft && !editing ? sendKeyStore(draft) : undefined);
  const progress = (sent: number) => setUpload({ phase: 'uploading', sent });
  const send = async (values: ClassifiedFormState, body: FormData) => {
    if (editing) return updateClassified(editing.id, body, progress);
    let repeat = false;
    const made = await createClassified(body, progress, sendKey.keyFor(values), () => (repeat = true));
    // An earlier send whose answer was lost had made it, as it then was: what changed since is saved to it (decision 0094).
    return repeat && sendKey.changedSinceFirst(values) ? updateClassified(made.id, body, progress) : made;
  };

  const goToLogin = () => void navigate(paths.auth);
  const notSignedIn: ToastOptions = {
    title: t('loginRequired'),
    description: translate(CLASSIFIED_MESSAGES.loginRequired),
    variant: 'error',
    action: { label: t('goToLogin'), onClick: goToLogin },
  };
  const notVerified: ToastOptions = { title: translate(CLASSIFIED_MESSAGES.emailVerificationRequired), description: t('verifyRequiredText'), variant: 'error', durationMs: 10_000 };

  const failed = (error: unknown, setErrors: FormikHelpers<ClassifiedFormState>['setErrors'], sent: boolean) => {
    if (!(error instanceof ApiError)) console.error('Saving the classified failed', error);
    if (sent && !editing && mayHaveBeenMade(error)) {
      sendKey.unanswered();
      return toast({ title: t('saveFailed'), description: t('unansweredText', { failed: t('saveFailedText') }), variant: 'error', durationMs: 10_000 });
    }
    // The session ended: useForgetUserOn401 signs the user out after 2 s, and the route then goes to /auth.
    if (needsSignIn(error)) return toast(notSignedIn);
    if (error instanceof ApiError && error.status === 403 && error.serverMessage === CLASSIFIED_MESSAGES.emailVerificationRequired) return toast(notVerified);
    showApiError<Record<string, string>>(error, { title: t('saveFailed'), fallback: t('saveFailedText'), setErrors: (errors) => setErrors(formErrorsOf(errors)) });
  };

  const submit = async (values: ClassifiedFormState, { setErrors }: FormikHelpers<ClassifiedFormState>) => {
    if (!user) return toast(notSignedIn);
    if (!user.emailVerified) return toast(notVerified);
    let sent = false;
    try {
      setUpload({ phase: 'preparing' });
      const body = await bodyOf(values);
      progress(0);
      sent = true;
      await send(values, body);
    } catch (error) {
      return failed(error, setErrors, sent);
    } finally {
      setUpload({ phase: 'idle' });
    }
    sendKey.made();
    if (draft) discardDraft(draft);
    void refreshPostLists(queryClient);
    toast({ title: editing ? t('updated') : t('created'), variant: 'success' });
    void navigate(paths.classifieds);
  };

  return { submit, upload };
}
