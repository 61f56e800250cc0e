import { Stack, TextField, Typography } from '@mui/material';
import { ROUTE_PLAN, type RouteDay } from '@yardsale/core/route-plan';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatSaleDays } from '@yardsale/core/sale-dates';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { NativeSelectField } from '@/components/ui/native-select-field';
import { dayInZone } from './route-times';

interface RouteSettingsProps {
  days: readonly RouteDay[];
  day: RouteDay;
  onDay: (date: string) => void;
  startTime: string;
  onStartTime: (time: string) => void;
  dwellMin: number;
  onDwellMin: (minutes: number) => void;
}

function useDayLabel(): (day: RouteDay) => string {
  const { t, i18n } = useTranslation(['route', 'sales']);
  return ({ date, timeZone }) => {
    if (date === dayInZone(timeZone)) return t('day.today');
    if (date === dayInZone(timeZone, 1)) return t('day.tomorrow');
    return formatSaleDays({ startDate: date }, i18n.language, { invalid: t('sales:sheet.invalidDate'), error: t('sales:sheet.dateError') });
  };
}

/** Which day, from when, and how long at each sale. */
export function RouteSettings({ days, day, onDay, startTime, onStartTime, dwellMin, onDwellMin }: RouteSettingsProps) {
  const { t } = useTranslation('route');
  const dayLabel = useDayLabel();
  const [daysId, startId, dwellId] = [useId(), useId(), useId()];
  return (
    <Stack spacing={2}>
      <Typography id={daysId} variant="subtitle2" component="h2">
        {t('day.label')}
      </Typography>
      <ChoiceChips
        options={days}
        chosen={day}
        labelOf={(option) => t('day.chip', { day: dayLabel(option), count: option.stops.length })}
        labelledBy={daysId}
        onChoose={(option) => onDay(option.date)}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          id={startId}
          type="time"
          label={t('startAt')}
          value={startTime}
          onChange={(event) => onStartTime(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          sx={{ flex: 1 }}
        />
        <NativeSelectField
          id={dwellId}
          label={t('dwell.label')}
          value={String(dwellMin)}
          options={ROUTE_PLAN.dwellChoicesMin.map(String)}
          labelOf={(minutes) => t('dwell.minutes', { count: Number(minutes) })}
          onChange={(minutes) => onDwellMin(Number(minutes))}
          sx={{ flex: 1 }}
        />
      </Stack>
    </Stack>
  );
}
