import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text: string;
  /** Lets the text take the focus by this id (what a search that was widened found). */
  textId?: string;
  /** What the person can do about it: buttons or links, one under the other. */
  children?: ReactNode;
}

/** A list with nothing in it: what is missing, why or what to do, and any actions. */
export function EmptyState({ title, text, textId, children }: EmptyStateProps) {
  return (
    <Box sx={{ py: 8, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography id={textId} tabIndex={textId ? -1 : undefined} color="text.secondary">
        {text}
      </Typography>
      {children}
    </Box>
  );
}
