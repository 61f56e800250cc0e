import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { AppBar, IconButton, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { UserAvatar } from './user-avatar';

interface ConversationHeaderProps {
  name: string;
  avatarUrl: string | null;
  blocked: boolean;
  /** False for an account that was deleted: there is nobody left to block. */
  canBlock: boolean;
  onDelete: () => void;
  onBlock: () => void;
  onUnblock: () => void;
}

/** Back to the list, the other person, and Delete Chat and Block or Unblock (while there is someone to block) in a menu. */
export function ConversationHeader({ name, avatarUrl, blocked, canBlock, onDelete, onBlock, onUnblock }: ConversationHeaderProps) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton edge="start" aria-label={t('conversation.back')} onClick={() => void navigate(paths.messages)}>
          <ArrowBackIcon />
        </IconButton>
        <UserAvatar name={name} avatarUrl={avatarUrl} size={36} />
        <Typography component="h1" variant="h6" noWrap sx={{ flexGrow: 1 }}>
          {name}
        </Typography>
        <IconButton
          edge="end"
          aria-label={t('conversation.options')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem onClick={choose(onDelete)}>{t('conversation.deleteChat')}</MenuItem>
          {canBlock && <MenuItem onClick={choose(blocked ? onUnblock : onBlock)}>{blocked ? t('conversation.unblock') : t('conversation.block')}</MenuItem>}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
