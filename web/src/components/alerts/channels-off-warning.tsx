import { Alert } from '@mui/material';
import type { CurrentUser } from '@yardsale/core/api-types';

/**
 * Alerts tell by e-mail or push: with both off, an alert tells nothing, so whoever keeps or saves one
 * is told why. In a dialog it is announced as it opens (`alert`); a card's lasting note is `status`.
 */
export function ChannelsOffWarning({ user, text, role = 'alert' }: { user: CurrentUser | null | undefined; text: string; role?: 'alert' | 'status' }) {
  if (!user || user.notificationSettings.email || user.notificationSettings.push) return null;
  return (
    <Alert severity="warning" role={role} sx={{ mb: 1 }}>
      {text}
    </Alert>
  );
}
