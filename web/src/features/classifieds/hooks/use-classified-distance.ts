import type { Units } from '@yardsale/core/constants';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useDistanceText } from '@/lib/use-distance-text';

/** About the size of the grid others see a classified's place snapped to (decision 0012). */
const NEARBY_KM = 1;

/**
 * How far a classified is: 'Nearby' within the grid its public point is snapped to, where a figure
 * ('0 ft away') would claim a precision the snapped point does not have.
 */
export function useClassifiedDistance(): (km: number | undefined, units: Units) => string | undefined {
  const { t } = useTranslation('classifieds');
  const distanceText = useDistanceText();
  return useCallback(
    (km, units) => {
      if (km === undefined) return undefined;
      return km < NEARBY_KM ? t('nearby') : distanceText(km, units);
    },
    [t, distanceText],
  );
}
