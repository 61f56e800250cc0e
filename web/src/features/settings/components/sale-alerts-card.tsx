import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Button, List, Stack, Typography } from '@mui/material';
import type { CurrentUser, SaleAlert } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import { listFormat } from '@yardsale/core/intl-format';
import { defaultRadiusFor, SALE_ALERTS } from '@yardsale/core/schemas/sale-alert';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AlertListItem } from '@/components/alerts/alert-list-item';
import { AlertChangeDialog, type Editing } from '@/components/alerts/alert-change-dialog';
import { ChannelsOffWarning } from '@/components/alerts/channels-off-warning';
import { RadiusChips } from '@/components/alerts/radius-chips';
import { useAlertDeletion } from '@/components/alerts/use-alert-deletion';
import { useSaveSaleAlert } from '@/components/alerts/use-save-alert';
import { SectionCard } from '@/components/ui/section-card';
import { useUserLocation } from '@/lib/location/use-user-location';
import { useDistanceText } from '@/lib/use-distance-text';
import { useCategoryLabel } from '@/lib/use-category-label';
import { saleAlerts } from '@/lib/alerts';

/** The sales an alert is for: 'All yard sales', or its words, types and categories ('“crib” · Estate Sale or Moving Sale · Books'). */
function useSalesText(alert: SaleAlert): string {
  const { t, i18n } = useTranslation('alerts');
  const categoryLabel = useCategoryLabel();
  const anyOf = listFormat(i18n.language, { type: 'disjunction' });
  const types = alert.saleTypes.map((type) => t(`sales:saleTypes.${type}`));
  const categories = alert.categories.map(categoryLabel);
  const parts = [types, categories].filter((labels) => labels.length > 0).map((labels) => anyOf.format(labels));
  if (alert.q) parts.unshift(t('words', { q: alert.q }));
  return parts.length === 0 ? t('allSales') : parts.join(' · ');
}

function AlertRow({ alert, radius, onEdit, onDelete }: { alert: SaleAlert; radius: string; onEdit: (watches: string) => void; onDelete: () => void }) {
  const { t } = useTranslation('alerts');
  const sales = useSalesText(alert);
  const where = alert.place ?? t('chosenPlace');
  // The buttons name the sales too: two alerts of one place may watch different ones.
  const watches = `${sales} · ${where}`;
  return (
    <AlertListItem
      primary={t('within', { distance: radius, place: where })}
      secondary={sales}
      editLabel={t('edit', { place: watches })}
      deleteLabel={t('delete', { place: watches })}
      onEdit={() => onEdit(watches)}
      onDelete={onDelete}
    />
  );
}

/** What an alert watched, to save it again after Undo. */
const watchedAgain = ({ latitude, longitude, radiusKm, saleTypes, categories, q }: SaleAlert) => ({ latitude, longitude, radiusKm, saleTypes, categories, q });

/** New-sale alerts (decision 0039): the places watched, each one's distance and words changed in place (0082), and one more at the phone's position. */
export function SaleAlertsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('alerts');
  const distance = useDistanceText('length', true);
  const { data: alerts = [] } = saleAlerts.useList();
  const { save, saving } = useSaveSaleAlert(user.preferences.units, t('chosenPlace'));
  const deleteAlert = useAlertDeletion(saleAlerts.useDelete(), saleAlerts.useCreate(), alerts, watchedAgain, { deleted: t('deleted'), restored: t('saved'), failed: t('saveFailedText') });
  const { locate, locating } = useUserLocation();
  const [radiusKm, setRadiusKm] = useState<number>(() => defaultRadiusFor(user.preferences.units));
  const change = saleAlerts.useChange();
  const [editing, setEditing] = useState<Editing<SaleAlert> | null>(null);
  const radiusText = (km: number) => distance(km, user.preferences.units);
  const full = alerts.length >= SALE_ALERTS.maxPerUser;
  const unavailable = full || locating || saving;
  const fullNoteId = useId();

  const watchHere = async () => {
    const fix = await locate(MAP.locationTimeoutManualMs);
    if (fix) await save({ latitude: fix.lat, longitude: fix.lng, radiusKm, saleTypes: [], categories: [], q: '' }); // else useUserLocation has said why
  };

  return (
    <SectionCard title={t('heading')} icon={<NotificationsActiveIcon />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('intro')}
      </Typography>
      <ChannelsOffWarning user={user} text={t('channelsOff')} role="status" />
      {alerts.length === 0 ? (
        <Typography sx={{ my: 1 }}>{t('none')}</Typography>
      ) : (
        <List aria-label={t('list')}>
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} radius={radiusText(alert.radiusKm)} onEdit={(watches) => setEditing({ alert, watches, open: true })} onDelete={() => deleteAlert(alert)} />
          ))}
        </List>
      )}
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start', mt: 1 }}>
        <RadiusChips radiusKm={radiusKm} units={user.preferences.units} onChange={setRadiusKm} />
        {/* Marked, not disabled, while busy or full: a disabled button would drop the keyboard's focus to the page. */}
        <Button
          variant="outlined"
          aria-disabled={unavailable}
          aria-describedby={full ? fullNoteId : undefined}
          onClick={() => {
            if (!unavailable) void watchHere();
          }}
          sx={unavailable ? { opacity: 0.6, cursor: 'default' } : undefined}
        >
          {locating ? t('locating') : t('watchHere')}
        </Button>
      </Stack>
      <AlertChangeDialog editing={editing} units={user.preferences.units} change={change} withWords onClose={() => setEditing((shown) => shown && { ...shown, open: false })} />
      {full && (
        <Typography id={fullNoteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('full', { count: SALE_ALERTS.maxPerUser })}
        </Typography>
      )}
    </SectionCard>
  );
}
