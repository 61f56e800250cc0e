import { Alert } from '@mui/material';
import type { ScamSignal } from '@yardsale/core/scam-signals';
import { useTranslation } from '@/lib/i18n';

/**
 * Under the other person's message that asks for what scammers ask for (decision 0067): what it
 * is, and where to block or report them. A note, not an alert: a thread opened with three of them
 * must not interrupt a screen reader three times.
 */
export function ScamWarning({ signals }: { signals: readonly ScamSignal[] }) {
  const { t } = useTranslation('messages');
  return (
    <Alert role="note" severity="warning" variant="outlined" sx={{ mt: 0.5, maxWidth: '80%', py: 0, fontSize: '0.8125rem' }}>
      {[...signals.map((signal) => t(`scam.${signal}`)), t('scam.action')].join(' ')}
    </Alert>
  );
}
