import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import type { LatLng } from '@yardsale/core/geo';
import { defaultItemAlertRadiusFor } from '@yardsale/core/schemas/item-alert';
import { useState } from 'react';
import { ChannelsOffWarning } from '@/components/alerts/channels-off-warning';
import { RadiusChips } from '@/components/alerts/radius-chips';
import { SaveOrLogIn } from '@/components/alerts/save-or-log-in';
import { useItemSearchText } from '@/components/alerts/use-item-search-text';
import { useSaveAlert } from '@/components/alerts/use-save-alert';
import { unitsOf, useCurrentUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { itemAlerts } from '@/lib/alerts';
import { classifiedsSearchPath } from '../search-link';

/** The search to watch: the box's words and the filter list's entry, around where the list is browsed (null: nowhere known). */
export interface WatchedSearch {
  q: string;
  category: string;
  center: LatLng | null;
}

/**
 * An item alert for the search on /classifieds (decision 0061); a guest is asked to log in, and
 * someone whose position is unknown to share it. Mounted afresh at each opening (its distance starts
 * at the default of the person's units).
 */
export function ItemAlertDialog({ search, onClose }: { search: WatchedSearch | null; onClose: () => void }) {
  const { t } = useTranslation('alerts');
  const { data: user } = useCurrentUser();
  const units = unitsOf(user);
  const [radiusKm, setRadiusKm] = useState<number>(() => defaultItemAlertRadiusFor(units));
  const { save, saving } = useSaveAlert(itemAlerts.useCreate(), units, t('items.nearYou'), { saved: t('items.saved'), failed: t('items.saveFailedText') });
  const searchText = useItemSearchText();

  const watch = async () => {
    if (!search?.center) return;
    const { q, category, center } = search;
    if (await save({ q, category, latitude: center.lat, longitude: center.lng, radiusKm })) onClose();
  };

  return (
    <Dialog open={search !== null} onClose={onClose} aria-labelledby="item-alert-title" fullWidth maxWidth="xs">
      <DialogTitle id="item-alert-title">{t('items.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{user ? t(search?.center === null ? 'items.noPlace' : 'items.dialogText') : t('items.login')}</DialogContentText>
        <ChannelsOffWarning user={user} text={t('channelsOffHere')} />
        {user && search?.center && (
          <Stack spacing={1.5}>
            <div>
              <Typography variant="subtitle2" component="p">
                {t('items.search')}
              </Typography>
              <Typography>{searchText(search)}</Typography>
            </div>
            <RadiusChips radiusKm={radiusKm} units={units} onChange={setRadiusKm} />
          </Stack>
        )}
      </DialogContent>
      <SaveOrLogIn
        signedIn={Boolean(user)}
        saving={saving || !search?.center}
        saveLabel={t('items.save')}
        onSave={() => void watch()}
        onClose={onClose}
        returnTo={search ? classifiedsSearchPath(search.q, search.category) : undefined}
      />
    </Dialog>
  );
}
