import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

// Up to two lines, a little smaller on a phone: a long title in another language ("Flohmärkte in
// Ihrer Nähe") is read whole beside the bar's buttons on a 360 px screen, where one line cut it.
const TITLE_STYLE = {
  flexGrow: 1,
  minWidth: 0,
  fontSize: { xs: '1.0625rem', sm: '1.25rem' },
  lineHeight: 1.2,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'break-word',
} as const;

/** A screen's title in its top bar (the page's h1). */
export function BarTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h6" sx={TITLE_STYLE}>
      {children}
    </Typography>
  );
}
