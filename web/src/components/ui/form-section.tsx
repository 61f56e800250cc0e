import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled part of the form (an h2 region). Its heading takes focus when a list in it empties (focus-after-removal.ts). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" tabIndex={-1} sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
