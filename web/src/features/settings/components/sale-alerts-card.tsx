import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { CurrentUser, SaleAlert } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import { SALE_ALERTS } from '@yardsale/core/schemas/sale-alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '@/components/ui/native-select-field';
import { SectionCard } from '@/components/ui/section-card';
import { useToast } from '@/components/ui/toast-provider';
import { useUserLocation } from '@/lib/location/use-user-location';
import { useDistanceText } from '@/lib/use-distance-text';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useCreateSaleAlert, useDeleteSaleAlert, useSaleAlerts } from '../api/sale-alerts';

function AlertRow({ alert, radius, onDelete }: { alert: SaleAlert; radius: string; onDelete: () => void }) {
  const { t } = useTranslation('settings');
  const where = alert.place ?? t('alerts.chosenPlace');
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton edge="end" aria-label={t('alerts.delete', { place: where })} onClick={onDelete}>
          <DeleteOutlineIcon />
        </IconButton>
      }
    >
      <ListItemText primary={t('alerts.within', { distance: radius, place: where })} secondary={t(alert.saleTypes.length + alert.categories.length > 0 ? 'alerts.someSales' : 'alerts.allSales')} />
    </ListItem>
  );
}

/** New-sale alerts (decision 0039): the places watched, and one more at the phone's position. */
export function SaleAlertsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const showApiError = useShowApiError();
  const distance = useDistanceText('settings:alerts.distance', true);
  const { data: alerts = [] } = useSaleAlerts();
  const create = useCreateSaleAlert();
  const remove = useDeleteSaleAlert();
  const { locate, locating } = useUserLocation();
  const [radiusKm, setRadiusKm] = useState<number>(SALE_ALERTS.defaultRadiusKm);
  const radiusText = (km: number) => distance(km, user.preferences.units);
  const full = alerts.length >= SALE_ALERTS.maxPerUser;
  const { email, push } = user.notificationSettings;

  const watchHere = async () => {
    const fix = await locate(MAP.locationTimeoutManualMs);
    if (!fix) return; // useUserLocation has said why
    try {
      const saved = await create.mutateAsync({ latitude: fix.lat, longitude: fix.lng, radiusKm, saleTypes: [], categories: [] });
      toast({ title: t('alerts.saved'), description: t('alerts.within', { distance: radiusText(radiusKm), place: saved.place ?? t('alerts.chosenPlace') }), variant: 'success' });
    } catch (error) {
      showApiError(error, { title: t('alerts.saveFailed'), fallback: t('alerts.saveFailedText') });
    }
  };
  const deleteAlert = (alert: SaleAlert) =>
    remove.mutate(alert.id, {
      onSuccess: () => toast({ title: t('alerts.deleted'), variant: 'success', durationMs: 3000 }),
      onError: (error) => showApiError(error, { title: t('alerts.deleteFailed'), fallback: t('alerts.saveFailedText') }),
    });

  return (
    <SectionCard title={t('alerts.heading')} icon={<NotificationsActiveIcon />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('alerts.intro')}
      </Typography>
      {!email && !push && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('alerts.channelsOff')}
        </Alert>
      )}
      {alerts.length === 0 ? (
        <Typography sx={{ my: 1 }}>{t('alerts.none')}</Typography>
      ) : (
        <List aria-label={t('alerts.list')}>
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} radius={radiusText(alert.radiusKm)} onDelete={() => deleteAlert(alert)} />
          ))}
        </List>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <NativeSelectField
          id="sale-alert-radius"
          label={t('alerts.radius')}
          value={String(radiusKm)}
          options={SALE_ALERTS.radiusChoicesKm.map(String)}
          labelOf={(km) => radiusText(Number(km))}
          onChange={(km) => setRadiusKm(Number(km))}
          size="small"
          sx={{ minWidth: 120 }}
        />
        <Button variant="outlined" disabled={full || locating || create.isPending} onClick={() => void watchHere()}>
          {locating ? t('alerts.locating') : t('alerts.watchHere')}
        </Button>
      </Stack>
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('alerts.full', { count: SALE_ALERTS.maxPerUser })}
        </Typography>
      )}
    </SectionCard>
  );
}
