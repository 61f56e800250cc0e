import { Button, TextField } from '@mui/material';
import { smsCodeSchema, smsNumberSchema, type SmsCodeInput, type SmsNumberInput } from '@yardsale/core/schemas/sms';
import { phoneAsWritten, SMS } from '@yardsale/core/sms';
import { useRef, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useConfirmCode, useTextCode } from '../api/sms-number';

const NO_NUMBER: SmsNumberInput = { phone: '' };
const NO_CODE: SmsCodeInput = { code: '' };

/**
 * Adding a mobile number for texts (decision 0077): its number, then the code texted to it (or a new
 * one, when the first did not come or was tried too often). Once proven, texts are on. Cancel at
 * either step keeps texts off.
 */
export function SmsNumberDialogs({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const textCode = useTextCode();
  const confirmCode = useConfirmCode();
  const showApiError = useShowApiError();
  // The number a code was texted to: the second step's. The first dialog closes itself when it is set.
  const [texted, setTexted] = useState<string | null>(null);
  const textedRef = useRef<string | null>(null);
  const sendAgain = async (phone: string) => {
    try {
      await textCode.mutateAsync({ phone });
      toast({ title: t('sms.resent'), description: t('sms.resentText', { number: phoneAsWritten(phone) }), variant: 'success' });
    } catch (error) {
      showApiError(error, { title: t('sms.failed'), fallback: t('sms.failedText') });
    }
  };
  const finish = () => {
    textedRef.current = null;
    setTexted(null);
    onClose();
  };

  return (
    <>
      <FormDialog
        open={open && texted === null}
        onClose={() => textedRef.current === null && onClose()}
        title={t('sms.numberTitle')}
        text={t('sms.numberText')}
        initialValues={NO_NUMBER}
        validationSchema={smsNumberSchema}
        send={async (values) => {
          const { phone } = await textCode.mutateAsync(values);
          textedRef.current = phone;
          setTexted(phone);
        }}
        failure={{ title: t('sms.failed'), fallback: t('sms.failedText'), fieldsOnly: true }}
        submitLabel={t('sms.sendCode')}
        submittingLabel={t('sms.sending')}
        cancelLabel={t('cancel')}
      >
        {({ getFieldProps, errorOf }) => (
          <TextField {...getFieldProps('phone')} id="sms-number" type="tel" label={t('sms.number')} autoComplete="tel" inputMode="tel" fullWidth error={Boolean(errorOf('phone'))} helperText={errorOf('phone')} />
        )}
      </FormDialog>
      <FormDialog
        open={open && texted !== null}
        onClose={finish}
        title={t('sms.codeTitle')}
        text={texted && t('sms.codeText', { number: phoneAsWritten(texted) })}
        initialValues={NO_CODE}
        validationSchema={smsCodeSchema}
        send={async (values) => {
          await confirmCode.mutateAsync(values);
          toast({ title: t('sms.verified'), description: t('sms.verifiedText', { number: phoneAsWritten(texted ?? '') }), variant: 'success' });
        }}
        failure={{ title: t('sms.failed'), fallback: t('sms.failedText'), fieldsOnly: true }}
        submitLabel={t('sms.verify')}
        submittingLabel={t('sms.verifying')}
        cancelLabel={t('cancel')}
      >
        {({ getFieldProps, errorOf, isSubmitting }) => (
          <>
            <TextField
              {...getFieldProps('code')}
              id="sms-code"
              label={t('sms.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              slotProps={{ htmlInput: { maxLength: SMS.codeLength } }}
              fullWidth
              error={Boolean(errorOf('code'))}
              helperText={errorOf('code')}
            />
            <Button onClick={() => texted && void sendAgain(texted)} disabled={isSubmitting || textCode.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('sms.resend')}
            </Button>
          </>
        )}
      </FormDialog>
    </>
  );
}
