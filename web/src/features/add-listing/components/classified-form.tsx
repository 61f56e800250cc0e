import { Stack } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { classifiedFormSchema } from '@yardsale/core/schemas/classified';
import { Form, Formik, type FormikProps } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormDraftNotice } from '@/components/ui/form-draft-notice';
import { FormSection } from '@/components/ui/form-section';
import { useToast } from '@/components/ui/toast-provider';
import { useFormDraft, type FormDraft } from '@/lib/form-drafts/use-form-draft';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { useMessageParts, useValidationMessage } from '@/lib/use-validation-message';
import { useSubmitClassified } from '../hooks/use-submit-classified';
import { classifiedDraftPhotos, type ClassifiedFormState, type FormPhoto } from '../utils/classified-form-values';
import { AboutFields } from './about-fields';
import { LocationField } from './location-field';
import { PhotoPicker } from './photo-picker';
import { UploadProgress, type UploadState } from '@/components/ui/upload-progress';
import { SendingSubmitButton } from '@/components/ui/sending-submit-button';
import { fieldError } from '@/lib/field-error';

interface ClassifiedFormProps {
  initialValues: ClassifiedFormState;
  /** The classified being edited (/add-listing?edit={id}); absent for a new one. */
  editing?: Classified;
}

/** The /add-listing form (SPEC sections 2 and 5): checked with the shared schema before it is sent. */
export function ClassifiedForm({ initialValues, editing }: ClassifiedFormProps) {
  const draft = useFormDraft(initialValues, { form: editing ? `classified-${editing.id}` : 'classified', editing: Boolean(editing), photos: classifiedDraftPhotos });
  const { submit, upload } = useSubmitClassified(editing, draft?.place);
  return (
    <Formik initialValues={draft?.restored?.values ?? initialValues} validationSchema={classifiedFormSchema} onSubmit={submit}>
      {(formik) => <ClassifiedFormFields formik={formik} editing={Boolean(editing)} upload={upload} draft={draft} />}
    </Formik>
  );
}

/** Photos picked on this device are previewed from object URLs, released when the form goes away. */
function useReleasePreviews(photos: readonly FormPhoto[]) {
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((photo) => photo.kind === 'new' && URL.revokeObjectURL(photo.previewUrl)), []);
}

interface ClassifiedFormFieldsProps {
  formik: FormikProps<ClassifiedFormState>;
  editing: boolean;
  upload: UploadState;
  draft: FormDraft<ClassifiedFormState> | undefined;
}

function ClassifiedFormFields({ formik, editing, upload, draft }: ClassifiedFormFieldsProps) {
  const { t } = useTranslation('addListing');
  const toast = useToast();
  const { values, errors, submitCount, isSubmitting, setFieldValue, setValues } = formik;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, submitCount, !isSubmitting && Object.keys(errors).length > 0);
  const partsOf = useMessageParts();
  const refuse = useCallback((message: string) => toast({ ...partsOf(message), variant: 'error' }), [toast, partsOf]);
  useReleasePreviews(values.photos);
  const message = useValidationMessage();
  const showError = (field: 'address' | 'locationVerified' | 'photos') => message(fieldError(formik, field, { afterSubmit: true }));
  const changePhotos = (photos: FormPhoto[], source?: 'camera' | 'file') => {
    void setFieldValue('photos', photos);
    if (source) toast({ title: t(source === 'camera' ? 'photos.captured' : 'photos.added'), variant: 'success', durationMs: 3000 });
  };
  const submitLabel = editing ? (isSubmitting ? t('updating') : t('update')) : isSubmitting ? t('submitting') : t('submit');

  return (
    <Form ref={form} noValidate aria-label={editing ? t('editTitle') : t('title')}>
      <Stack spacing={2}>
        {draft && <FormDraftNotice draft={draft} />}
        <FormSection title={t('sections.about')}>
          <AboutFields formik={formik} onRefused={refuse} />
        </FormSection>
        <FormSection title={t('sections.photos')}>
          <PhotoPicker photos={values.photos} disabled={isSubmitting} error={showError('photos')} onChange={changePhotos} onRefused={refuse} />
        </FormSection>
        <FormSection title={t('sections.location')}>
          <LocationField
            address={values.address}
            verified={values.locationVerified}
            error={showError('address') ?? showError('locationVerified')}
            disabled={isSubmitting}
            onType={(address) => void setValues((current) => ({ ...current, address, location: null, locationVerified: false }))}
            onVerified={({ address, location }) => void setValues((current) => ({ ...current, address, location, locationVerified: true }))}
          />
        </FormSection>
        <UploadProgress state={upload} namespace="addListing" />
        <SendingSubmitButton sending={isSubmitting}>
          {submitLabel}
        </SendingSubmitButton>
      </Stack>
    </Form>
  );
}
