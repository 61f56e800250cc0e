import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { timeAgo } from '../utils/time-ago';

/** 'x ago' in the reader's language; `now` is when the data was fetched, so polling keeps it current. */
export function useTimeAgo(): (iso: string, now: number) => string {
  const { t, i18n } = useTranslation('messages');
  return useCallback((iso, now) => timeAgo(iso, now, i18n.language, t('justNow')), [i18n.language, t]);
}
