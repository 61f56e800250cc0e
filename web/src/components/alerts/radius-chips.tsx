import { Stack, Typography } from '@mui/material';
import type { Units } from '@yardsale/core/constants';
import { radiusChoicesFor } from '@yardsale/core/schemas/sale-alert';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { useDistanceText } from '@/lib/use-distance-text';

interface RadiusChipsProps {
  radiusKm: number;
  units: Units;
  onChange: (radiusKm: number) => void;
}

/** A sale alert's distance, one chip per choice, round in the person's units ('3 mi', '5 km'). */
export function RadiusChips({ radiusKm, units, onChange }: RadiusChipsProps) {
  const { t } = useTranslation('alerts');
  const distance = useDistanceText('length', true);
  const labelId = useId();
  const choices = radiusChoicesFor(units);
  // An alert saved in the other units ('8 km' to a reader of miles) keeps its distance as a chip of its own, pressed.
  const options = choices.includes(radiusKm) ? choices : [...choices, radiusKm].sort((a, b) => a - b);
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('radius')}
      </Typography>
      <ChoiceChips options={options} chosen={radiusKm} labelOf={(km) => distance(km, units)} labelledBy={labelId} onChoose={onChange} />
    </Stack>
  );
}
