import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import { Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { CurrentUser } from '@yardsale/core/api-types';
import { Link } from 'react-router';
import { useAlertDeletion } from '@/components/alerts/use-alert-deletion';
import { useItemSearchText } from '@/components/alerts/use-item-search-text';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { REMOVABLE_ITEM_PROPS } from '@/lib/focus-after-removal';
import { useTranslation } from '@/lib/i18n';
import { itemAlerts } from '@/lib/alerts';
import { useDistanceText } from '@/lib/use-distance-text';

/** Item alerts (decision 0061): the searches watched, each deleted here; new ones are saved from /classifieds. */
export function ItemAlertsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('alerts');
  const distance = useDistanceText('length', true);
  const searchText = useItemSearchText();
  const { data: alerts = [] } = itemAlerts.useList();
  const deleteAlert = useAlertDeletion(itemAlerts.useDelete(), alerts, { deleted: t('items.deleted'), failed: t('items.saveFailedText') });

  return (
    <SectionCard title={t('items.heading')} icon={<SavedSearchIcon />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('items.intro')}
      </Typography>
      {alerts.length === 0 ? (
        <Typography sx={{ my: 1 }}>{t('items.none')}</Typography>
      ) : (
        <List aria-label={t('items.list')}>
          {alerts.map((alert) => {
            const search = searchText(alert);
            return (
              <ListItem
                key={alert.id}
                {...REMOVABLE_ITEM_PROPS}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={t('items.delete', { search })} onClick={() => deleteAlert(alert.id)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={search} secondary={t('within', { distance: distance(alert.radiusKm, user.preferences.units), place: alert.place ?? t('chosenPlace') })} />
              </ListItem>
            );
          })}
        </List>
      )}
      <Button component={Link} to={paths.classifieds} variant="outlined" sx={{ mt: 1 }}>
        {t('items.browse')}
      </Button>
    </SectionCard>
  );
}
