import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { EXACT_ADDRESS_SHOWN } from '@yardsale/core/constants';
import { formatSaleTime } from '@yardsale/core/sale-dates';
import { useTranslation } from '@/lib/i18n';

/** The seller's choice to keep their exact address from others until the evening before (decision 0069). */
export function AddressPrivacySwitch({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const { t, i18n } = useTranslation('post');
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { 'aria-describedby': 'address-privacy-help' } }} />}
        label={t('address.keepPrivate')}
      />
      <Typography id="address-privacy-help" variant="body2" color="text.secondary">
        {t('address.keepPrivateHelp', { time: formatSaleTime(EXACT_ADDRESS_SHOWN.time, i18n.language) })}
      </Typography>
    </Stack>
  );
}
