import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { dateTimeFormat } from '@yardsale/core/intl-format';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMatch } from 'react-router';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { closeSavedCopyNotice, showsSavedCopy, useMapFromSavedCopy, useSavedForOtherFilters } from '@/lib/saved-copy';

// Back online while a screen shows the saved copy (decision 0041): that answer counts as fresh by its
// time, not by where it came from, so the screens ask again now rather than at their next poll. Set
// once, when the first saved copy is shown (this module is loaded then), and kept after.
window.addEventListener('online', () => showsSavedCopy() && void queryClient.invalidateQueries());

function subscribeToConnection(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

// Over the screen, under its dialogs and sheets: a notice that stays would otherwise cover their
// buttons (Filter Sales' Apply, offline, on a phone), as a Snackbar's layer is above them.
const UNDER_DIALOGS = { zIndex: 'appBar' } as const;
// The map's bottom bar (labels of up to two lines) stays in reach below the notice. Both
// breakpoints: the Snackbar's own bottom for sm and up would otherwise win.
const ABOVE_THE_MAP_BAR = { ...UNDER_DIALOGS, bottom: { xs: 'calc(80px + env(safe-area-inset-bottom))', sm: 'calc(80px + env(safe-area-inset-bottom))' } };

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** '8:42 AM' today; 'Fri, Nov 20, 8:42 AM' before (a copy is kept up to 7 days). */
function useSavedTimeText(savedAt: number) {
  const { t, i18n } = useTranslation();
  if (Number.isNaN(savedAt)) return undefined;
  const saved = new Date(savedAt);
  const today = sameDay(saved, new Date());
  const format = today
    ? dateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' })
    : dateTimeFormat(i18n.language, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  // The time never parts from its AM or PM at a line's end.
  return t(today ? 'savedCopy.savedToday' : 'savedCopy.savedBefore', { time: format.format(saved).replace(/ /g, '\u00a0') });
}

/**
 * Says that what the screen shows is the phone's saved copy, and how old (decision 0041). Mounted
 * until the server answers again, or the person closes it (then until the browser is back online).
 */
export default function SavedCopyNotice({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const savedText = useSavedTimeText(savedAt);
  // Said of Find's and /classifieds' lists only: the other screens' content has no filters.
  const onFind = useMatch(paths.find) !== null;
  const onClassifieds = useMatch(paths.classifieds) !== null;
  const otherFilters = useSavedForOtherFilters() && (onFind || onClassifieds);
  const overMapBar = useMatch(paths.home) !== null;
  // /home shows the map's pins: a saved copy of the favorites alone (polled after the worker took
  // over, when the pins were not) would say 'saved' over a map that could not load any.
  const mapSaved = useMapFromSavedCopy();
  if (overMapBar && !mapSaved) return null;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={overMapBar ? ABOVE_THE_MAP_BAR : UNDER_DIALOGS}>
      <Alert
        role="status"
        severity="warning"
        icon={<CloudOffIcon />}
        closeText={t('close')}
        onClose={closeSavedCopyNotice}
        sx={{ width: '100%', boxShadow: 6 }}
      >
        <AlertTitle sx={{ mb: savedText ? 0.25 : 0 }}>{t(online ? 'savedCopy.unreachable' : 'savedCopy.offline')}</AlertTitle>
        {savedText}
        {otherFilters && ` ${t('savedCopy.otherFilters')}`}
      </Alert>
    </Snackbar>
  );
}
