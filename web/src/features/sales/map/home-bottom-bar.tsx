import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const DESTINATIONS = [
  { to: paths.find, label: 'findSale', Icon: SearchIcon },
  { to: paths.post, label: 'postSale', Icon: AddLocationAltIcon },
  { to: paths.posts, label: 'viewPosts', Icon: ListAltIcon },
  { to: paths.classifieds, label: 'viewClassifieds', Icon: StorefrontIcon },
] as const;

/** The fixed bar under the map (SPEC section 2): the four places a neighbour goes from the map. */
export function HomeBottomBar() {
  const { t } = useTranslation('home');
  return (
    <Paper component="nav" aria-label={t('bottomBar')} elevation={3} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 1100 }}>
      <BottomNavigation showLabels>
        {DESTINATIONS.map(({ to, label, Icon }) => (
          <BottomNavigationAction key={to} component={Link} to={to} label={t(`nav.${label}`)} icon={<Icon />} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
