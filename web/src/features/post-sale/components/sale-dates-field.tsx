import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { localToday, pickSaleDate, unpickSaleDate, type DatePick } from '@yardsale/core/schemas/sale-form';
import { useTranslation } from 'react-i18next';

interface SaleDatesFieldProps {
  dates: string[];
  disabled: boolean;
  onChange: (dates: string[]) => void;
  /** A pick the rules refuse (SPEC section 5): the screen shows it as a toast. */
  onRefused: (message: string) => void;
}

/** Picks up to three consecutive days from today on; each chosen day can be removed on its own. */
export function SaleDatesField({ dates, disabled, onChange, onRefused }: SaleDatesFieldProps) {
  const { t, i18n } = useTranslation('post');
  const today = localToday();
  const apply = (result: DatePick) => ('error' in result ? onRefused(result.error) : onChange(result.dates));
  const dayLabel = (date: string) =>
    // Noon UTC of that day, shown in UTC: the same calendar day wherever the phone is.
    new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.language, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <Stack spacing={1.5}>
      <TextField
        id="sale-date-pick"
        type="date"
        label={t('dates.pick')}
        value=""
        disabled={disabled}
        onChange={(event) => event.target.value && apply(pickSaleDate(dates, event.target.value, today))}
        helperText={t('dates.help')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      {dates.length > 0 && (
        <Stack component="ul" direction="row" spacing={1} useFlexGap aria-label={t('dates.chosen')} sx={{ flexWrap: 'wrap', p: 0, m: 0 }}>
          {dates.map((date) => (
            <Box
              component="li"
              key={date}
              data-date={date}
              sx={{ display: 'flex', alignItems: 'center', pl: 1.5, borderRadius: 4, bgcolor: 'action.selected', listStyle: 'none' }}
            >
              <Typography variant="body2">{dayLabel(date)}</Typography>
              <IconButton size="small" disabled={disabled} aria-label={t('dates.remove', { date: dayLabel(date) })} onClick={() => apply(unpickSaleDate(dates, date))}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
