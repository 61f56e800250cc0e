import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  icon?: ReactNode;
  /** 'danger' outlines the card in the error colour, for actions that cannot be undone. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** A titled card (an h2 region) grouping related settings or actions. */
export function SectionCard({ title, icon, tone = 'default', children }: SectionCardProps) {
  const headingId = useId();
  const accent = tone === 'danger' ? 'error.main' : 'primary.main';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: tone === 'danger' ? 'error.main' : undefined }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        {icon && (
          <Box aria-hidden="true" sx={{ display: 'flex', color: accent }}>
            {icon}
          </Box>
        )}
        {/* Focusable by script: where focus goes when the card's last listed item is removed (focus-after-removal.ts). */}
        <Typography id={headingId} component="h2" variant="h6" tabIndex={-1} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}
