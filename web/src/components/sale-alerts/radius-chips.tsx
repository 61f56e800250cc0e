import { Chip, Stack, Typography } from '@mui/material';
import type { Units } from '@yardsale/core/constants';
import { SALE_ALERTS } from '@yardsale/core/schemas/sale-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDistanceText } from '@/lib/use-distance-text';

interface RadiusChipsProps {
  radiusKm: number;
  units: Units;
  onChange: (radiusKm: number) => void;
}

/** A sale alert's distance, one chip per choice in the person's units ('1.2 mi', '5 km'). */
export function RadiusChips({ radiusKm, units, onChange }: RadiusChipsProps) {
  const { t } = useTranslation('alerts');
  const distance = useDistanceText('alerts:distance', true);
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('radius')}
      </Typography>
      <Stack role="group" aria-labelledby={labelId} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SALE_ALERTS.radiusChoicesKm.map((km) => {
          const chosen = km === radiusKm;
          return (
            <Chip
              key={km}
              label={distance(km, units)}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => onChange(km)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
