import AddIcon from '@mui/icons-material/Add';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { IconButton } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useUnreadBadge } from '@/components/messages/unread-badge';
import { BackToMapHeader } from '@/components/ui/back-to-map-header';
import { paths } from '@/config/paths';

/** Back to the map, the title, and the ways to messages and to a new listing. */
export function ClassifiedsHeader() {
  const { t } = useTranslation('classifieds');
  const messages = useUnreadBadge(t('messages'));
  return (
    <BackToMapHeader title={t('title')}>
      <IconButton component={Link} to={paths.messages} aria-label={messages.label}>
        {messages.badge(<ChatBubbleOutlineIcon />)}
      </IconButton>
      <IconButton edge="end" component={Link} to={paths.addListing} aria-label={t('addListing')}>
        <AddIcon />
      </IconButton>
    </BackToMapHeader>
  );
}
