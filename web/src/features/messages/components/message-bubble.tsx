import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';

interface MessageBubbleProps {
  content: string;
  /** Who wrote it, for screen readers: the side already shows it to the eye. */
  author: string;
  time: string;
  mine: boolean;
  /** Shown under the bubble: a warning about what the message asks for. */
  warning?: ReactNode;
}

/** One message: the reader's own on the right, the other person's on the left, with its time. */
export function MessageBubble({ content, author, time, mine, warning }: MessageBubbleProps) {
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(mine ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 } : { bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider', borderBottomLeftRadius: 4 }),
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {author}:{' '}
        </Box>
        {content}
      </Box>
      {warning}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, mx: 0.5 }}>
        {time}
      </Typography>
    </Box>
  );
}
