import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

/** An empty tab: what is missing and the button that creates the first one. */
export function EmptyPosts({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <Typography color="text.secondary">{text}</Typography>
      <Button component={Link} to={to} variant="contained">
        {action}
      </Button>
    </Stack>
  );
}
