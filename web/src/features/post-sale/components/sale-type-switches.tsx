import { FormControlLabel, FormGroup, Switch } from '@mui/material';
import type { SaleTypeFlags } from '@yardsale/core/visibility';
import { useTranslation } from '@/lib/i18n';

const TOGGLES = [
  { field: 'isEstateSale', label: 'types.estate' },
  { field: 'isMovingSale', label: 'types.moving' },
  { field: 'isCommunitySale', label: 'types.community' },
] as const;

/** Estate, Moving and Community Sale; none switched on makes a regular yard sale. */
export function SaleTypeSwitches({ value, disabled, onChange }: { value: SaleTypeFlags; disabled: boolean; onChange: (field: keyof SaleTypeFlags, on: boolean) => void }) {
  const { t } = useTranslation('post');
  return (
    <FormGroup>
      {TOGGLES.map(({ field, label }) => (
        <FormControlLabel
          key={field}
          control={<Switch checked={value[field]} disabled={disabled} onChange={(event) => onChange(field, event.target.checked)} />}
          label={t(label)}
        />
      ))}
    </FormGroup>
  );
}
