import type { Classified, CurrentUser } from '@yardsale/core/api-types';
import { REFRESH_THRESHOLD_DAYS } from '@yardsale/core/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { needsRefresh } from '@yardsale/core/classified-age';
import { paths } from '@/config/paths';
import { useOwnClassifieds } from '@/lib/classifieds/own-classifieds';
import { localDay, promptedOn, rememberPrompt } from './refresh-prompt-store';

const NONE: Classified[] = [];

/** The browser notification, when the user has allowed notifications; a click brings /classifieds forward. */
function notify(title: string, body: string, openClassifieds: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag: 'refresh-listings', icon: '/icons/icon-192.png' });
    notification.onclick = () => {
      window.focus();
      openClassifieds();
      notification.close();
    };
  } catch {
    // Android Chrome allows notifications only from a service worker: the dialog is enough there.
  }
}

/**
 * SPEC section 4 "Classified age": the signed-in user's classifieds 14 or more days old, offered for
 * refreshing or removal at most once a day, with a browser notification when allowed.
 */
export function useRefreshPrompt(user: CurrentUser | null | undefined) {
  const { t } = useTranslation('classifieds');
  const navigate = useNavigate();
  const own = useOwnClassifieds(Boolean(user), { poll: false });
  const now = own.dataUpdatedAt;
  const stale = useMemo(() => (own.data ?? NONE).filter((classified) => needsRefresh(classified, now)), [own.data, now]);
  // Decided once, on the first answer: a refresh or removal afterwards must not prompt again.
  const [decided, setDecided] = useState(false);
  const [open, setOpen] = useState(false);
  if (!decided && user && own.isSuccess) {
    setDecided(true);
    if (stale.length > 0 && promptedOn(user.id) !== localDay(now)) setOpen(true);
  }

  const announced = useRef(false);
  useEffect(() => {
    if (!open || !user || announced.current) return;
    announced.current = true;
    rememberPrompt(user.id, now);
    notify(t('refresh.title'), t('refresh.notification', { count: stale.length, days: REFRESH_THRESHOLD_DAYS }), () => void navigate(paths.classifieds));
  }, [open, user, now, stale.length, t, navigate]);

  return { open: open && stale.length > 0, stale, now, close: () => setOpen(false) };
}
