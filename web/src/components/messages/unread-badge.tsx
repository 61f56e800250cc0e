import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useUnreadCount } from '@/lib/messages/unread-count';

const MAX_SHOWN = 99;

/**
 * The unread-messages count on an icon, and the name of the link that carries it ('Messages, 2 unread
 * messages'): the badge itself is hidden from screen readers, which hear the name instead. Its words
 * are the shell's, so the headers of /home, Find and /classifieds need no messages namespace at first.
 */
export function useUnreadBadge(label: string): { label: string; badge: (icon: ReactNode) => ReactNode } {
  const { t } = useTranslation('common');
  const count = useUnreadCount();
  return {
    label: count > 0 ? t('unreadBadge', { label, count }) : label,
    badge: (icon) => (
      <Badge badgeContent={count} max={MAX_SHOWN} color="error" slotProps={{ badge: { 'aria-hidden': true } }}>
        {icon}
      </Badge>
    ),
  };
}
