import { Button } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A long form's submit button, which says it is sending without losing the keyboard's focus: a
 * disabled button would drop it to the page for the seconds until the next screen, and a screen
 * reader would fall silent there. While sending it is marked disabled and a press does nothing.
 */
export function SendingSubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      aria-disabled={sending}
      onClick={(event) => {
        if (sending) event.preventDefault();
      }}
      sx={{ py: 1.5, ...(sending && { opacity: 0.6, cursor: 'default' }) }}
    >
      {children}
    </Button>
  );
}
