import { useQueryClient } from '@tanstack/react-query';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import type { DraftPlace } from '@/lib/form-drafts/draft-store';
import { refreshPostLists } from '@/lib/query-keys';
import { usePostSending } from '@/lib/use-post-sending';
import { shrinkPhoto } from '@/lib/shrink-photo';
import type { UploadState } from '@/components/ui/upload-progress';
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
 * form sent with upload progress (usePostSending). Refusals are toasts (and field messages); the form
 * keeps its values.
 */
export function useSubmitClassified(editing: Classified | undefined, draft: DraftPlace | undefined) {
  const { t } = useTranslation('addListing');
  const translate = useValidationMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const posting = usePostSending<Classified>(editing?.id, draft, {
    notSignedIn: {
      title: t('loginRequired'),
      description: translate(CLASSIFIED_MESSAGES.loginRequired),
      variant: 'error',
      action: { label: t('goToLogin'), onClick: () => void navigate(paths.auth) },
    },
    notVerified: { title: translate(CLASSIFIED_MESSAGES.emailVerificationRequired), description: t('verifyRequiredText'), variant: 'error', durationMs: 10_000 },
    verificationMessage: CLASSIFIED_MESSAGES.emailVerificationRequired,
    failure: { title: t('saveFailed'), text: t('saveFailedText'), unanswered: t('unansweredText', { failed: t('saveFailedText') }) },
  });
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const progress = (sent: number) => setUpload({ phase: 'uploading', sent });

  const submit = async (values: ClassifiedFormState, { setErrors }: FormikHelpers<ClassifiedFormState>) => {
    if (!posting.maySend()) return;
    let sent = false;
    try {
      setUpload({ phase: 'preparing' });
      const body = await bodyOf(values);
      progress(0);
      sent = true;
      await posting.send(
        values,
        (key, onRepeat) => createClassified(body, progress, key, onRepeat),
        (id) => updateClassified(id, body, progress),
      );
    } catch (error) {
      return posting.failed<Record<string, string>>(error, sent, (errors) => setErrors(formErrorsOf(errors)));
    } finally {
      setUpload({ phase: 'idle' });
    }
    posting.made();
    void refreshPostLists(queryClient);
    toast({ title: editing ? t('updated') : t('created'), variant: 'success' });
    void navigate(paths.classifieds);
  };

  return { submit, upload };
}
