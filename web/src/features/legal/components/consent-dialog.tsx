import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { MINIMUM_AGE } from '@yardsale/core/constants';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useToast } from '@/components/ui/toast-provider';
import { useValidationMessage } from '@/lib/use-validation-message';
import { PrivacyBody, TermsBody } from './legal-bodies';

type ConsentTab = 'terms' | 'privacy';

interface ConsentDialogProps {
  open: boolean;
  /** Saving the consent or signing out: the buttons wait. */
  processing: boolean;
  onAccept: () => void;
  /** Declining or closing the dialog. */
  onDecline: () => void;
}

/** The full-screen terms and age consent (SPEC section 2): both boxes must be ticked to accept. */
export function ConsentDialog({ open, processing, onAccept, onDecline }: ConsentDialogProps) {
  const { t } = useTranslation('consent');
  const toast = useToast();
  const translateMessage = useValidationMessage();
  const [tab, setTab] = useState<ConsentTab>('terms');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [ageVerified, setAgeVerified] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!termsAccepted || !ageVerified) {
      toast({ title: t('toast.required'), description: translateMessage(AUTH_MESSAGES.consentRequired), variant: 'error' });
      return;
    }
    onAccept();
  };

  return (
    <Dialog open={open} fullScreen onClose={() => !processing && onDecline()} aria-labelledby="consent-title" aria-describedby="consent-intro">
      {/* Full screen on every device, with a readable column on wide screens. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', width: '100%', maxWidth: 960, mx: 'auto' }}>
        <DialogTitle id="consent-title" sx={{ pr: 7, position: 'relative' }}>
          {t('title')}
          <IconButton aria-label={t('close')} onClick={onDecline} disabled={processing} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <Box sx={{ px: 3 }}>
          <Typography id="consent-intro" color="text.secondary" sx={{ mb: 1 }}>
            {t('intro')}
          </Typography>
          <Tabs value={tab} onChange={(_event, value: ConsentTab) => setTab(value)} variant="fullWidth" aria-label={t('tabsLabel')}>
            <Tab value="terms" label={t('tabs.terms')} id="consent-tab-terms" aria-controls="consent-panel" />
            <Tab value="privacy" label={t('tabs.privacy')} id="consent-tab-privacy" aria-controls="consent-panel" />
          </Tabs>
        </Box>
        <DialogContent id="consent-panel" role="tabpanel" aria-labelledby={`consent-tab-${tab}`} tabIndex={0} dividers>
          {tab === 'terms' ? <TermsBody headingLevel={3} datePrecision="month" /> : <PrivacyBody headingLevel={3} />}
        </DialogContent>
        <Box component="form" noValidate onSubmit={submit} sx={{ px: 3, pt: 1.5 }}>
          <Stack>
            <FormControlLabel
              control={<Checkbox checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />}
              label={t('agreeTerms')}
            />
            <FormControlLabel
              control={<Checkbox checked={ageVerified} onChange={(event) => setAgeVerified(event.target.checked)} />}
              label={t('confirmAge', { age: MINIMUM_AGE })}
            />
          </Stack>
          <DialogActions sx={{ px: 0, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onDecline} disabled={processing}>
              {t('decline')}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={!termsAccepted || !ageVerified || processing}>
              {processing ? t('processing') : t('accept')}
            </Button>
          </DialogActions>
        </Box>
      </Box>
    </Dialog>
  );
}
