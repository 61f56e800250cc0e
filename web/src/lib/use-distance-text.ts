import { isLanguage, type Units } from '@yardsale/core/constants';
import { distanceAmount } from '@yardsale/core/geo';
import { NUMBER_FORMATS } from '@yardsale/core/locale-data/number-formats';
import { formatAmount } from '@yardsale/core/number-format';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * How far a sale is, in the reader's language and numbers ('1.4 mi away', 'à 1,4 mi'): the spec's rule
 * of units and decimals. `keys` names the strings' group (m, km, mi and ft in it) for other wordings;
 * `wholeWhenExact` writes a whole amount without its decimal (a chosen radius: '25 km', '15.5 mi').
 */
export function useDistanceText(keys = 'distance', wholeWhenExact = false): (km: number, units: Units) => string {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return useCallback(
    (km, units) => {
      const { unit, amount, decimals: shown } = distanceAmount(km, units);
      const decimals = wholeWhenExact && Number.isInteger(amount) ? 0 : shown;
      const value = isLanguage(language) ? formatAmount(NUMBER_FORMATS[language], amount, decimals) : String(amount);
      return t(`${keys}.${unit}`, { value });
    },
    [t, language, keys, wholeWhenExact],
  );
}
