import { Checkbox, Dialog, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Stack } from '@mui/material';
import type { LatLng } from '@yardsale/core/geo';
import { defaultRadiusFor } from '@yardsale/core/schemas/sale-alert';
import { searchTerms } from '@yardsale/core/search-terms';
import { hasActiveFilters } from '@yardsale/core/visibility';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChannelsOffWarning } from '@/components/alerts/channels-off-warning';
import { RadiusChips } from '@/components/alerts/radius-chips';
import { SaveOrLogIn } from '@/components/alerts/save-or-log-in';
import { useSaveSaleAlert } from '@/components/alerts/use-save-alert';
import { unitsOf, useCurrentUser } from '@/lib/auth';
import type { BrowseFilters } from '../hooks/use-sale-filters';

interface WatchAreaDialogProps {
  /** The place to watch (the map's centre, or where Find searched); null while closed. */
  center: LatLng | null;
  /** What the place is, for the dialog's words: the middle of the map, or where the person is. */
  place?: 'map' | 'here';
  /** Filter Sales in force: its types, categories and words go with the alert if the person wants (its day does not). */
  filters: Omit<BrowseFilters, 'day'>;
  onClose: () => void;
}

/** A sale alert around a place, with the filters in force if the person wants (decisions 0039, 0073). */
export function WatchAreaDialog({ center, place = 'map', filters, onClose }: WatchAreaDialogProps) {
  const { t } = useTranslation('alerts');
  const { data: user } = useCurrentUser();
  const [radiusKm, setRadiusKm] = useState<number>(() => defaultRadiusFor(unitsOf(user)));
  const [onlyFiltered, setOnlyFiltered] = useState(true);
  const { save, saving } = useSaveSaleAlert(unitsOf(user), t('watchArea.thisArea'));
  const filtered = hasActiveFilters(filters) || searchTerms(filters.q).length > 0;

  const watch = async () => {
    if (!center) return;
    const chosen = filtered && onlyFiltered ? filters : { saleTypes: [], categories: [], q: '' };
    const input = { latitude: center.lat, longitude: center.lng, radiusKm, saleTypes: [...chosen.saleTypes], categories: [...chosen.categories], q: chosen.q };
    if (await save(input)) onClose();
  };

  return (
    <Dialog open={center !== null} onClose={onClose} aria-labelledby="watch-area-title" fullWidth maxWidth="xs">
      <DialogTitle id="watch-area-title">{t('watchArea.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{user ? t(place === 'map' ? 'watchArea.text' : 'watchArea.textHere') : t('watchArea.login')}</DialogContentText>
        <ChannelsOffWarning user={user} text={t('channelsOffHere')} />
        {user && (
          <Stack spacing={1}>
            <RadiusChips radiusKm={radiusKm} units={user.preferences.units} onChange={setRadiusKm} />
            {filtered && (
              <FormControlLabel control={<Checkbox checked={onlyFiltered} onChange={(_event, checked) => setOnlyFiltered(checked)} />} label={t('watchArea.onlyFiltered')} />
            )}
          </Stack>
        )}
      </DialogContent>
      <SaveOrLogIn signedIn={Boolean(user)} saving={saving} saveLabel={t('watchArea.save')} onSave={() => void watch()} onClose={onClose} />
    </Dialog>
  );
}
