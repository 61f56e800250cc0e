import { Alert, Button, type AlertColor, type SxProps, type Theme } from '@mui/material';

interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  severity?: AlertColor;
  sx?: SxProps<Theme>;
}

/** A load that failed (often a weak network): say so and offer to try again, never a blank screen. */
export function RetryAlert({ message, retryLabel, onRetry, severity = 'error', sx = { my: 3 } }: RetryAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        <Button color="inherit" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
