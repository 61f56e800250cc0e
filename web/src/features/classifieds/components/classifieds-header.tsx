import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { AppBar, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { paths } from '@/config/paths';

/** Back to the map, the title, and the ways to messages and to a new listing. */
export function ClassifiedsHeader() {
  const { t } = useTranslation('classifieds');
  const { t: tCommon } = useTranslation();
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" component={Link} to={paths.home} aria-label={tCommon('back')}>
          <ArrowBackIcon />
        </IconButton>
        <AppLogo size={32} />
        <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }} noWrap>
          {t('title')}
        </Typography>
        <IconButton component={Link} to={paths.messages} aria-label={t('messages')}>
          <ChatBubbleOutlineIcon />
        </IconButton>
        <IconButton edge="end" component={Link} to={paths.addListing} aria-label={t('addListing')}>
          <AddIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
