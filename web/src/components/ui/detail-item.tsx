import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One term and its value in a sheet's description list (`<dl>`): a label above, the text below. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
