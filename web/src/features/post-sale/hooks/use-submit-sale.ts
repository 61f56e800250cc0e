import { useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@yardsale/core/api-types';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { LISTING_MESSAGES, listingSchema } from '@yardsale/core/schemas/listing';
import { firstMissingSaleField, type RequiredSaleField } from '@yardsale/core/schemas/sale-form';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { ValidationError } from 'yup';
import { useToast } from '@/components/ui/toast-provider';
import type { UploadState } from '@/components/ui/upload-progress';
import { paths } from '@/config/paths';
import type { DraftPlace } from '@/lib/form-drafts/draft-store';
import { refreshPostLists } from '@/lib/query-keys';
import { usePostSending } from '@/lib/use-post-sending';
import { useMessageParts } from '@/lib/use-validation-message';
import { createSale, updateSale, uploadSalePhoto } from '../api/sale-requests';
import { saleBodyOf, type SaleFormValues } from '../utils/sale-form-values';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { useLocateAddress } from './use-locate-address';
import { localToday } from '@yardsale/core/local-today';

const EMAIL_VERIFICATION_REQUIRED = LISTING_MESSAGES.emailVerificationRequired;

/** The form's Formik status once the sale was posted or updated, until the app returns to /home. */
export const SALE_SENT = 'sent';

/**
 * The photo's URL on the server: a new pick is shrunk and uploaded now, each step told to `show` (on
 * a weak signal a photo takes seconds), a kept one is sent back as it was.
 */
async function photoUrls(photo: SaleFormValues['photo'], show: (state: UploadState) => void): Promise<string[]> {
  if (!photo) return [];
  if ('url' in photo) return [photo.url];
  show({ phase: 'preparing' });
  const shrunk = await shrinkPhoto(photo.file);
  show({ phase: 'uploading', sent: 0 });
  return [await uploadSalePhoto(shrunk, photo.file.name, (sent) => show({ phase: 'uploading', sent }))];
}

/**
 * SPEC section 4 "Posting a sale": check login, check verified e-mail, the required fields in
 * order, geocode, validate with the API's own schema, send (usePostSending). Any refusal is a toast and
 * keeps everything the seller entered; each submit tells `onMissing` which required field is empty, if any.
 */
export function useSubmitSale(editing: Listing | undefined, onMissing: (missing: { field: RequiredSaleField } | null) => void, draft?: DraftPlace) {
  const { t } = useTranslation('post');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locate = useLocateAddress();

  const partsOf = useMessageParts();
  const refuse = (message: string) => toast({ ...partsOf(message), variant: 'error' });
  const goToLogin = () => void navigate(paths.auth);
  const posting = usePostSending<Listing>(editing?.id, draft, {
    notSignedIn: { title: t('loginRequired'), variant: 'error', action: { label: t('goToLogin'), onClick: goToLogin } },
    notVerified: {
      title: partsOf(EMAIL_VERIFICATION_REQUIRED).title,
      description: t('verifyRequired'),
      variant: 'error',
      durationMs: 10_000,
      action: { label: t('goToLogin'), onClick: goToLogin },
    },
    verificationMessage: EMAIL_VERIFICATION_REQUIRED,
    failure: { title: t('createFailed'), text: t('createFailedText'), unanswered: t('unansweredText', { failed: t('createFailedText') }) },
  });
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });

  const submit = async (values: SaleFormValues, { setFieldValue, setStatus }: FormikHelpers<SaleFormValues>) => {
    if (!posting.maySend()) return;
    const missing = firstMissingSaleField(values);
    // The spec's toast, and the field itself marked (and focused once the form is enabled again).
    onMissing(missing ? { field: missing.field } : null);
    if (missing) return refuse(missing.message);
    const location = values.location ?? (await locate(values.address));
    if (!values.location) await setFieldValue('location', location);
    let sent = false;
    try {
      const written = saleBodyOf(values, location, []);
      // No nowTime: the end time is judged where the sale is held, which the server knows (a Toronto
      // phone may post Vancouver's sale three hours after its own clock would say it ended).
      await listingSchema.validate(written, { context: { today: localToday(), keepDates: editing?.dates ?? [] } });
      const body = saleBodyOf(values, location, await photoUrls(values.photo, setUpload), editing);
      sent = true;
      // The key follows the sale as written, the same on a retry whatever URL another upload gives its photo.
      await posting.send(
        [written, values.photo],
        (key, onRepeat) => createSale(body, key, onRepeat),
        (id) => updateSale(id, body),
      );
    } catch (error) {
      return error instanceof ValidationError ? refuse(error.message) : posting.failed(error, sent);
    } finally {
      setUpload({ phase: 'idle' });
    }
    posting.made();
    toast(editing ? { title: t('updated'), variant: 'success' } : { title: t('posted'), description: t('postedText'), variant: 'success' });
    setStatus(SALE_SENT);
    // The form stays locked (Formik's isSubmitting lasts while this runs) until the app leaves it: a
    // second tap in the meantime would post the sale twice. The lists refresh as it leaves: the edited
    // sale's own refetch would start the form afresh (post-sale-page.tsx), unlocked.
    await new Promise((resolve) => window.setTimeout(resolve, TIMINGS_MS.redirectAfterPosting));
    void navigate(paths.home);
    await refreshPostLists(queryClient);
  };
  return { submit, upload };
}
