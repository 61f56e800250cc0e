import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useUnreadBadge } from '@/components/messages/unread-badge';
import { paths } from '@/config/paths';

const DESTINATIONS = [
  { to: paths.find, label: 'findSale', Icon: SearchIcon },
  { to: paths.post, label: 'postSale', Icon: AddLocationAltIcon },
  { to: paths.posts, label: 'viewPosts', Icon: ListAltIcon },
  { to: paths.classifieds, label: 'viewClassifieds', Icon: StorefrontIcon },
] as const;

// Labels of two lines in most languages at 360 px ('Flohmarkt eintragen'): the bar grows to hold
// them, centred under their icons, broken between words (keep-all: not inside a Japanese or Korean
// word) unless one word is wider than its place; German's 'Kleinanzeigen' carries a soft hyphen
// where it may break.
const BAR_STYLE = {
  height: 'auto',
  minHeight: 56,
  '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.25, py: 0.75, justifyContent: 'flex-start' },
  '& .MuiBottomNavigationAction-label': {
    textAlign: 'center',
    lineHeight: 1.2,
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    '&.Mui-selected': { fontSize: '0.75rem' },
  },
} as const;

/**
 * The fixed bar under the map (SPEC section 2): the four places a neighbour goes from the map. The
 * spec gives it no Messages place; Messages opens from the classifieds header, so the unread count
 * rides on View Classifieds, the bar's way there.
 */
export function HomeBottomBar() {
  const { t } = useTranslation('home');
  const messages = useUnreadBadge(t('nav.viewClassifieds'));
  return (
    <Paper component="nav" aria-label={t('bottomBar')} elevation={3} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 1100 }}>
      <BottomNavigation showLabels sx={BAR_STYLE}>
        {DESTINATIONS.map(({ to, label, Icon }) => {
          const unread = to === paths.classifieds;
          return (
            <BottomNavigationAction
              key={to}
              component={Link}
              to={to}
              label={t(`nav.${label}`)}
              aria-label={unread ? messages.label : undefined}
              icon={unread ? messages.badge(<Icon />) : <Icon />}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
