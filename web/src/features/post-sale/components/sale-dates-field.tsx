import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { lastSaleDate, pickSaleDate, unpickSaleDate, type DatePick } from '@yardsale/core/schemas/sale-form';
import { useLayoutEffect, useState } from 'react';
import { REMOVABLE_ITEM_PROPS, useFocusAfterRemoval } from '@/lib/focus-after-removal';
import { useTranslation } from '@/lib/i18n';
import { localToday } from '@yardsale/core/local-today';
import { SALE_FIELD_IDS } from '../utils/sale-field-ids';

interface SaleDatesFieldProps {
  dates: string[];
  /** Why the dates are refused (none chosen), in place of the help text. */
  error?: string | undefined;
  disabled: boolean;
  onChange: (dates: string[]) => void;
  /** A pick the rules refuse (SPEC section 5): the screen shows it as a toast. */
  onRefused: (message: string) => void;
}

/** Picks up to three consecutive days from today on, with the picker or typed; each chosen day can be removed on its own. */
export function SaleDatesField({ dates, error, disabled, onChange, onRefused }: SaleDatesFieldProps) {
  const { t, i18n } = useTranslation('post');
  const today = localToday();
  const apply = (result: DatePick) => ('error' in result ? onRefused(result.error) : onChange(result.dates));
  // A removed day takes its button along: focus goes to the day that took its place, or to the section's heading.
  const { remember, restore } = useFocusAfterRemoval();
  useLayoutEffect(restore, [dates, restore]);
  const remove = (date: string) => {
    remember();
    apply(unpickSaleDate(dates, date));
  };
  // What is typed into the field: with a keyboard the browser reports a date at each digit of the
  // year (0002-, 0020-, 0202-), so a year before this one is still being typed, not refused yet.
  const [typed, setTyped] = useState('');
  const pick = (date: string) => {
    setTyped('');
    apply(pickSaleDate(dates, date, today));
  };
  const typing = (date: string) => {
    if (date && date.slice(0, 4) < today.slice(0, 4)) setTyped(date);
    else if (date) pick(date);
    else setTyped('');
  };
  const dayLabel = (date: string) =>
    // Noon UTC of that day, shown in UTC: the same calendar day wherever the phone is. Next year's with its year.
    new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(date.slice(0, 4) !== today.slice(0, 4) && { year: 'numeric' }),
      timeZone: 'UTC',
    });
  return (
    <Stack spacing={1.5}>
      <TextField
        id={SALE_FIELD_IDS.dates}
        type="date"
        label={t('dates.pick')}
        value={typed}
        disabled={disabled}
        onChange={(event) => typing(event.target.value)}
        // Leaving a date typed in full but in the past: now it is refused, with the rules' message.
        onBlur={() => typed && pick(typed)}
        error={Boolean(error)}
        helperText={error ?? t('dates.help')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: lastSaleDate(today) } }}
      />
      {dates.length > 0 && (
        <Stack component="ul" direction="row" spacing={1} useFlexGap aria-label={t('dates.chosen')} sx={{ flexWrap: 'wrap', p: 0, m: 0 }}>
          {dates.map((date) => (
            <Box
              component="li"
              key={date}
              {...REMOVABLE_ITEM_PROPS}
              data-date={date}
              sx={{ display: 'flex', alignItems: 'center', pl: 1.5, borderRadius: 4, bgcolor: 'action.selected', listStyle: 'none' }}
            >
              <Typography variant="body2">{dayLabel(date)}</Typography>
              <IconButton size="small" disabled={disabled} aria-label={t('dates.remove', { date: dayLabel(date) })} onClick={() => remove(date)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
