import { Box } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { visuallyHidden } from '@/components/ui/visually-hidden';

/** A conversation's unread count: the number shown, 'n unread messages' read aloud. */
export function UnreadPill({ count }: { count: number }) {
  const { t } = useTranslation('messages');
  return (
    <Box
      component="span"
      sx={{ minWidth: 22, height: 22, px: 0.75, borderRadius: 11, display: 'inline-grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', typography: 'caption', fontWeight: 700 }}
    >
      <span aria-hidden="true">{count}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('inbox.unread', { count })}
      </Box>
    </Box>
  );
}
