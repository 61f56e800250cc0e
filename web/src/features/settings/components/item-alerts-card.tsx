import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import { Button, List, Typography } from '@mui/material';
import type { CurrentUser, ItemAlert } from '@yardsale/core/api-types';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertListItem } from '@/components/alerts/alert-list-item';
import { AlertChangeDialog, type Editing } from '@/components/alerts/alert-change-dialog';
import { ChannelsOffWarning } from '@/components/alerts/channels-off-warning';
import { useAlertDeletion } from '@/components/alerts/use-alert-deletion';
import { useItemSearchText } from '@/components/alerts/use-item-search-text';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { itemAlerts } from '@/lib/alerts';
import { useDistanceText } from '@/lib/use-distance-text';

/** What an alert watched, to save it again after Undo. */
const watchedAgain = ({ q, category, latitude, longitude, radiusKm }: ItemAlert) => ({ q, category, latitude, longitude, radiusKm });

/** Item alerts (decision 0061): the searches watched, each's distance changed or deleted here; new ones are saved from /classifieds. */
export function ItemAlertsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('alerts');
  const distance = useDistanceText('length', true);
  const searchText = useItemSearchText();
  const { data: alerts = [] } = itemAlerts.useList();
  const changeRadius = itemAlerts.useChange();
  const [editing, setEditing] = useState<Editing<ItemAlert> | null>(null);
  const deleteAlert = useAlertDeletion(itemAlerts.useDelete(), itemAlerts.useCreate(), alerts, watchedAgain, {
    deleted: t('items.deleted'),
    restored: t('items.saved'),
    failed: t('items.saveFailedText'),
  });

  return (
    <SectionCard title={t('items.heading')} icon={<SavedSearchIcon />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('items.intro')}
      </Typography>
      <ChannelsOffWarning user={user} text={t('items.channelsOff')} role="status" />
      {alerts.length === 0 ? (
        <Typography sx={{ my: 1 }}>{t('items.none')}</Typography>
      ) : (
        <List aria-label={t('items.list')}>
          {alerts.map((alert) => {
            const search = searchText(alert);
            const place = alert.place ?? t('chosenPlace');
            return (
              <AlertListItem
                key={alert.id}
                primary={search}
                secondary={t('within', { distance: distance(alert.radiusKm, user.preferences.units), place })}
                editLabel={t('items.editDistance', { search })}
                deleteLabel={t('items.delete', { search })}
                onEdit={() => setEditing({ alert, watches: `${search} · ${place}`, open: true })}
                onDelete={() => deleteAlert(alert)}
              />
            );
          })}
        </List>
      )}
      <AlertChangeDialog editing={editing} units={user.preferences.units} change={changeRadius} onClose={() => setEditing((shown) => shown && { ...shown, open: false })} />
      <Button component={Link} to={paths.classifieds} variant="outlined" sx={{ mt: 1 }}>
        {t('items.browse')}
      </Button>
    </SectionCard>
  );
}
