import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import type { GeoSuggestion } from '@yardsale/core/geocoding';
import type { LatLng } from '@yardsale/core/geo';
import { SALE_FORM_MESSAGES } from '@yardsale/core/schemas/listing-messages';
import { Form, Formik, type FormikProps } from 'formik';
import { firstMissingSaleField, saleFieldProblems, type RequiredSaleField } from '@yardsale/core/schemas/sale-form';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { OptionalPart } from '@/components/ui/optional-part';
import { useTranslation } from '@/lib/i18n';
import type { Listing } from '@yardsale/core/api-types';
import { FormDraftNotice } from '@/components/ui/form-draft-notice';
import { FormSection } from '@/components/ui/form-section';
import { useToast } from '@/components/ui/toast-provider';
import { useFormDraft, type FormDraft } from '@/lib/form-drafts/use-form-draft';
import { useMessageParts, useValidationMessage } from '@/lib/use-validation-message';
import { useLocateAddress } from '../hooks/use-locate-address';
import { SALE_SENT, useSubmitSale } from '../hooks/use-submit-sale';
import { draftDaysFrom, saleDraftPhotos, type SaleFormValues, type SalePhoto } from '../utils/sale-form-values';
import { AddressField } from '@/components/address/address-field';
import { AddressPrivacySwitch } from './address-privacy-switch';
import { CategoryChips } from './category-chips';
import { SaleDatesField } from './sale-dates-field';
import { SalePhotoField } from './sale-photo-field';
import { SaleTypeSwitches } from './sale-type-switches';
import { focusSaleField, SALE_FIELD_IDS } from '../utils/sale-field-ids';
import { localToday } from '@yardsale/core/local-today';
import { SendingSubmitButton } from '@/components/ui/sending-submit-button';
import { UploadProgress, type UploadState } from '@/components/ui/upload-progress';

// Leaflet is only downloaded once there is a pin to show.
const LocationPinMap = lazy(() => import('./location-pin-map'));

interface SaleFormProps {
  initialValues: SaleFormValues;
  /** The sale being edited (/post?edit={id}); absent when posting a new one. */
  editing?: Listing;
}

/** The /post form (SPEC section 2): where, when, what, photo, sale type and categories. */
export function SaleForm({ initialValues, editing }: SaleFormProps) {
  // A new object at each refused submit: the same field missing twice is focused twice.
  const [missing, setMissing] = useState<{ field: RequiredSaleField } | null>(null);
  const draft = useFormDraft(initialValues, {
    form: editing ? `sale-${editing.id}` : 'sale',
    editing: Boolean(editing),
    photos: saleDraftPhotos,
    restore: draftDaysFrom(localToday(), editing?.dates ?? []),
  });
  const { submit, upload } = useSubmitSale(editing, setMissing, draft?.place);
  return (
    <Formik initialValues={draft?.restored?.values ?? initialValues} onSubmit={submit}>
      {(formik) => <SaleFormFields formik={formik} editing={Boolean(editing)} missing={missing} draft={draft} upload={upload} />}
    </Formik>
  );
}

interface SaleFormFieldsProps {
  formik: FormikProps<SaleFormValues>;
  editing: boolean;
  /** The required field the last submit found empty. */
  missing: { field: RequiredSaleField } | null;
  draft: FormDraft<SaleFormValues> | undefined;
  /** The photo's upload while the sale is sent. */
  upload: UploadState;
}

function SaleFormFields({ formik, editing, missing, draft, upload }: SaleFormFieldsProps) {
  const { t } = useTranslation('post');
  const toast = useToast();
  const locate = useLocateAddress();
  const { values, setFieldValue, setValues, isSubmitting, getFieldProps, status } = formik;
  const submitLabel = () => {
    if (status === SALE_SENT) return t(editing ? 'updated' : 'posted');
    if (editing) return t(isSubmitting ? 'updating' : 'update');
    return t(isSubmitting ? 'submitting' : 'submit');
  };
  // What the field holds now, for an address lookup that answers after the seller typed on.
  const latestAddress = useRef(values.address);
  const partsOf = useMessageParts();
  const refuse = useCallback((message: string) => toast({ ...partsOf(message), variant: 'error' }), [toast, partsOf]);
  // Marked until it is filled in: the field the submit stopped at, while it is still the first one empty.
  const stillMissing = firstMissingSaleField(values);
  const errorOf = (field: RequiredSaleField) => (missing?.field === field && stillMissing?.field === field ? partsOf(stillMissing.message).description : undefined);
  // Said under the field as it is typed: the API would refuse it (the submit's toast says it too).
  const translate = useValidationMessage();
  const problems = saleFieldProblems(values);
  const problemOf = (field: keyof typeof problems) => problems[field] && translate(problems[field]);
  const titleError = errorOf('title') ?? problemOf('title');
  const descriptionError = errorOf('description') ?? problemOf('description');
  // The fields are disabled while a submit runs: the focus goes to the missing one once it is over.
  useEffect(() => {
    if (missing && !isSubmitting) focusSaleField(missing.field);
  }, [missing, isSubmitting]);

  const selectAddress = (suggestion: GeoSuggestion) => {
    latestAddress.current = suggestion.label;
    void setValues({
      ...values,
      address: suggestion.label,
      location: { latitude: suggestion.latitude, longitude: suggestion.longitude, approximate: suggestion.precision !== 'address' },
    });
    if (suggestion.precision === 'address') toast({ title: t('address.selected'), variant: 'success', durationMs: 3000 });
    else toast({ ...partsOf(SALE_FORM_MESSAGES.addressNotice), variant: 'warning', durationMs: 8000 });
  };
  const locateTypedAddress = async () => {
    if (values.location || !values.address.trim()) return;
    const typed = values.address;
    const location = await locate(typed);
    // Only if the seller has not changed the text meanwhile.
    if (latestAddress.current === typed) await setFieldValue('location', location);
  };
  const movePin = useCallback(
    ({ lat, lng }: LatLng) => void setFieldValue('location', { latitude: lat, longitude: lng, approximate: false }),
    [setFieldValue],
  );
  const changePhoto = (photo: SalePhoto, source?: 'camera' | 'file') => {
    if (values.photo && 'file' in values.photo) URL.revokeObjectURL(values.photo.previewUrl);
    void setFieldValue('photo', photo);
    if (source) toast({ title: t(source === 'camera' ? 'photo.captured' : 'photo.added'), variant: 'success', durationMs: 3000 });
  };

  return (
    <Form noValidate aria-label={editing ? t('editTitle') : t('title')}>
      <Stack spacing={2}>
        {draft && <FormDraftNotice draft={draft} />}
        <FormSection title={t('sections.where')}>
          <Stack spacing={1.5}>
            <AddressField
              id={SALE_FIELD_IDS.address}
              label={t('address.label')}
              placeholder={t('address.placeholder')}
              value={values.address}
              error={errorOf('address')}
              disabled={isSubmitting}
              onType={(text) => {
                latestAddress.current = text;
                void setValues({ ...values, address: text, location: null });
              }}
              onSelect={selectAddress}
              onBlur={() => void locateTypedAddress()}
            />
            {/* A note, not an alert: the toast that came with it has already said it. */}
            {values.location?.approximate && (
              <Alert severity="warning" role="note">
                {partsOf(SALE_FORM_MESSAGES.addressNotice).description}
              </Alert>
            )}
            {values.location && (
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('address.pinHint')}
                </Typography>
                {/* Offline before its code was saved, the form goes on without it: the address placed the sale. */}
                <OptionalPart fallback={<Box sx={{ height: 220, bgcolor: 'action.hover', borderRadius: 2 }} />}>
                  <LocationPinMap position={{ lat: values.location.latitude, lng: values.location.longitude }} label={t('address.mapLabel')} onMove={movePin} />
                </OptionalPart>
              </Box>
            )}
            <AddressPrivacySwitch checked={values.hideExactAddress} dates={values.dates} disabled={isSubmitting} onChange={(on) => void setFieldValue('hideExactAddress', on)} />
          </Stack>
        </FormSection>
        <FormSection title={t('sections.when')}>
          <Stack spacing={2}>
            <SaleDatesField dates={values.dates} error={errorOf('dates')} disabled={isSubmitting} onChange={(dates) => void setFieldValue('dates', dates)} onRefused={refuse} />
            <Stack direction="row" spacing={2}>
              <TextField {...getFieldProps('startTime')} id="sale-start-time" type="time" label={t('startTime')} fullWidth disabled={isSubmitting} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField
                {...getFieldProps('endTime')}
                id="sale-end-time"
                type="time"
                label={t('endTime')}
                fullWidth
                disabled={isSubmitting}
                error={Boolean(problems.endTime)}
                helperText={problemOf('endTime')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          </Stack>
        </FormSection>
        <FormSection title={t('sections.about')}>
          <Stack spacing={2}>
            <TextField {...getFieldProps('title')} id={SALE_FIELD_IDS.title} label={t('titleLabel')} required fullWidth disabled={isSubmitting} error={Boolean(titleError)} helperText={titleError} />
            <TextField
              {...getFieldProps('description')}
              id={SALE_FIELD_IDS.description}
              label={t('descriptionLabel')}
              required
              fullWidth
              multiline
              minRows={3}
              maxRows={10}
              disabled={isSubmitting}
              error={Boolean(descriptionError)}
              helperText={descriptionError}
            />
          </Stack>
        </FormSection>
        <FormSection title={t('sections.photo')}>
          <SalePhotoField photo={values.photo} disabled={isSubmitting} onChange={changePhoto} onRefused={refuse} />
        </FormSection>
        <FormSection title={t('sections.type')}>
          <SaleTypeSwitches value={values} disabled={isSubmitting} onChange={(field, on) => void setFieldValue(field, on)} />
        </FormSection>
        <FormSection title={t('sections.categories')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('categoriesHelp')}
          </Typography>
          <CategoryChips chosen={values.categories} disabled={isSubmitting} onChange={(categories) => void setFieldValue('categories', categories)} onRefused={refuse} />
        </FormSection>
        <UploadProgress state={upload} namespace="post" />
        <SendingSubmitButton sending={isSubmitting}>
          {submitLabel()}
        </SendingSubmitButton>
      </Stack>
    </Form>
  );
}
