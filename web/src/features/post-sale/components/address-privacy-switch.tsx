import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { EXACT_ADDRESS_SHOWN } from '@yardsale/core/constants';
import { formatSaleTime } from '@yardsale/core/sale-dates';
import { exactAddressShownFrom } from '@yardsale/core/sale-window';
import { useTranslation } from '@/lib/i18n';

/** Whether the first day's evening has come (on this device's clock: the server judges in the sale's zone). */
const eveningHasCome = (dates: readonly string[]) =>
  dates.length > 0 && exactAddressShownFrom({ dates, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }).getTime() <= Date.now();

/**
 * The seller's choice to keep their exact address from others until the evening before (decision
 * 0069); once that evening has come, it says the address is already shown.
 */
export function AddressPrivacySwitch({ checked, dates, disabled, onChange }: { checked: boolean; dates: readonly string[]; disabled: boolean; onChange: (on: boolean) => void }) {
  const { t, i18n } = useTranslation('post');
  const help = checked && eveningHasCome(dates) ? t('address.keepPrivateTooLate') : t('address.keepPrivateHelp', { time: formatSaleTime(EXACT_ADDRESS_SHOWN.time, i18n.language) });
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': 'address-privacy-help' } }} />}
        label={t('address.keepPrivate')}
      />
      <Typography id="address-privacy-help" variant="body2" color="text.secondary">
        {help}
      </Typography>
    </Stack>
  );
}
