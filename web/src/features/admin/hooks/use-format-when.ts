import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';

/** A date and time in the reader's language ('Jun 12, 2026, 10:04 AM'): the desk needs exact times, not 'x ago'. */
export function useFormatWhen(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
