import { Box } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useTranslation } from '@/lib/i18n';

// A screen opened by a link waits for its code with the previous screen still shown (the router
// changes screens in a transition), which on a slow network looked like a tap that did nothing.
// The screens being waited for are noted here, and a bar at the top says the next one is coming.
const waiting = new Set<Promise<unknown>>();
/** Spinners standing in for a screen (no screen before it to keep): the bar stays away meanwhile. */
let spinners = 0;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Notes that a screen waits for `download` to render. Called while rendering: listeners hear of it after. */
export function noteScreenWaiting(download: Promise<unknown>): void {
  if (waiting.has(download)) return;
  waiting.add(download);
  queueMicrotask(tell);
  const settled = () => {
    waiting.delete(download);
    tell();
  };
  download.then(settled, settled);
}

/** The shell's spinner while the first screen it shows downloads. */
export function ScreenSpinner() {
  useEffect(() => {
    spinners += 1;
    tell();
    return () => {
      spinners -= 1;
      tell();
    };
  }, []);
  return <PageSpinner />;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shown only after this long: a screen that arrives sooner needs no bar. */
const BAR_DELAY_MS = 400;

/** The bar across the top while a screen's code is on its way. */
export function ScreenDownloadBar() {
  const { t } = useTranslation();
  const downloading = useSyncExternalStore(subscribe, () => waiting.size > 0 && spinners === 0, () => false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!downloading) return;
    const timer = setTimeout(() => setShown(true), BAR_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [downloading]);
  if (!downloading || !shown) return null;
  return <Box role="progressbar" aria-label={t('loading')} sx={BAR} />;
}

// Drawn with CSS rather than MUI's LinearProgress, whose 1.4 KB every route's first load would carry.
const BAR = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 4,
  overflow: 'hidden',
  zIndex: 'drawer',
  bgcolor: 'primary.light',
  '&::after': { content: '""', position: 'absolute', inset: 0, width: '40%', bgcolor: 'primary.dark', animation: 'screen-download 1.2s ease-in-out infinite' },
  '@keyframes screen-download': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
  '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
} as const;
