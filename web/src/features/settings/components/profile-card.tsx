import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useTranslation, chooseLanguage } from '@/lib/i18n';
import type { CurrentUser } from '@yardsale/core/api-types';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES, UNITS, type Units } from '@yardsale/core/constants';
import { profileUpdateSchema } from '@yardsale/core/schemas/profile';
import { SectionCard } from '@/components/ui/section-card';
import { useToast } from '@/components/ui/toast-provider';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useUpdateProfile } from '../api/update-profile';
import { hasChanges, profileChanges, profileFormValues, type ProfileFormValues } from '../utils/profile-changes';
import { FocusFirstInvalid } from '@/components/ui/focus-first-invalid';

const formSchema = profileUpdateSchema.pick(['displayName']);

/** Display name, language and distance units, saved together with 'Save Profile'. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const translateMessage = useValidationMessage();
  const { mutateAsync } = useUpdateProfile();
  // The language last picked in the field: a slow failed one does not put the field back over a later pick.
  const latestChoice = useRef('');

  const save = async (values: ProfileFormValues, { setErrors, setFieldValue }: FormikHelpers<ProfileFormValues>) => {
    // A blank name is not sent (SPEC section 5): the field shows the saved one again rather than
    // staying empty while the name others see is unchanged.
    if (!values.displayName.trim()) void setFieldValue('displayName', profileFormValues(user).displayName, false);
    const update = profileChanges(user, values);
    if (!hasChanges(update)) {
      toast({ title: t('profile.noChanges'), description: t('profile.noChangesText'), variant: 'info', durationMs: 3000 });
      return;
    }
    try {
      await mutateAsync(update);
      toast({ title: t('profile.updated'), description: t('profile.updatedText'), variant: 'success' });
    } catch (error) {
      showApiError(error, { title: t('profile.updateFailed'), fallback: t('profile.updateFailedText'), setErrors });
    }
  };

  return (
    <SectionCard title={t('profile.heading')} icon={<PersonOutlineIcon />}>
      <Formik initialValues={profileFormValues(user)} validationSchema={formSchema} onSubmit={save} enableReinitialize>
        {({ values, errors, touched, isSubmitting, getFieldProps, setFieldValue }) => {
          // Said as soon as the name is changed, not first when the field is left: the error text
          // then appearing under it moved the Save button away from a tap already under way.
          const nameChanged = values.displayName !== profileFormValues(user).displayName;
          const nameError = touched.displayName || nameChanged ? translateMessage(errors.displayName) : undefined;
          return (
            <Form noValidate>
              <FocusFirstInvalid />
              <Stack spacing={2.5}>
                <TextField
                  {...getFieldProps('displayName')}
                  id="settings-display-name"
                  label={t('profile.displayName')}
                  autoComplete="nickname"
                  fullWidth
                  error={Boolean(nameError)}
                  helperText={nameError ?? t('profile.displayNameHelp')}
                />
                <TextField
                  select
                  id="settings-language"
                  label={t('profile.language')}
                  value={values.language}
                  onChange={(event) => {
                    const chosen = event.target.value;
                    const before = values.language;
                    latestChoice.current = chosen;
                    void setFieldValue('language', chosen);
                    // Offline, its strings cannot come: the page and the field stay as they were (unless
                    // another language was chosen meanwhile), and say why.
                    void chooseLanguage(chosen).then((changed) => {
                      if (changed || latestChoice.current !== chosen) return;
                      void setFieldValue('language', before);
                      toast({ title: t('common:loadError'), variant: 'error' });
                    });
                  }}
                  helperText={t('profile.languageHelp')}
                  fullWidth
                >
                  {LANGUAGES.map((code) => (
                    <MenuItem key={code} value={code} lang={code}>
                      {LANGUAGE_NATIVE_NAMES[code]}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControl>
                  <FormLabel id="settings-units-label">{t('profile.units')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="settings-units-label"
                    value={values.units}
                    onChange={(event) => void setFieldValue('units', event.target.value as Units)}
                  >
                    {UNITS.map((unit) => (
                      <FormControlLabel key={unit} value={unit} control={<Radio />} label={t(`profile.${unit}`)} />
                    ))}
                  </RadioGroup>
                </FormControl>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SaveIcon />}
                  disabled={isSubmitting}
                  sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
                >
                  {isSubmitting ? t('profile.saving') : t('profile.save')}
                </Button>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </SectionCard>
  );
}
