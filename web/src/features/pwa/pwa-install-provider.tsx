import { TIMINGS_MS } from '@yardsale/core/constants';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** Chromium's install prompt event; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface PwaInstall {
  /** Running as an installed app (standalone display mode) or installed during this visit. */
  isInstalled: boolean;
  /** The browser offered an install prompt that has not been used yet. */
  canPrompt: boolean;
  promptInstall: () => Promise<InstallOutcome>;
}

const PwaInstallContext = createContext<PwaInstall | null>(null);

const STANDALONE = '(display-mode: standalone)';
const isStandalone = () => window.matchMedia?.(STANDALONE).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
function watchDisplayMode(onChange: () => void): () => void {
  const query = window.matchMedia?.(STANDALONE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Captures the deferred install prompt once for the whole app (banner, settings, /install-pwa). */
export function PwaInstallProvider({ children }: { children: ReactNode }) {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  // Prerendered HTML was made without a window: it hydrates as "not installed", then reads the display mode.
  const standalone = useSyncExternalStore(watchDisplayMode, isStandalone, () => false);
  const [installedNow, setInstalled] = useState(false);
  const isInstalled = standalone || installedNow;

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setDeferred(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const promptInstall = useCallback(async (): Promise<InstallOutcome> => {
    if (!deferred) return 'unavailable';
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    setDeferred(null); // a prompt can be used once
    return outcome;
  }, [deferred]);

  const value = useMemo(() => ({ isInstalled, canPrompt: deferred !== null, promptInstall }), [isInstalled, deferred, promptInstall]);
  return <PwaInstallContext.Provider value={value}>{children}</PwaInstallContext.Provider>;
}

export function usePwaInstall(): PwaInstall {
  const install = useContext(PwaInstallContext);
  if (!install) throw new Error('usePwaInstall must be used inside PwaInstallProvider');
  return install;
}

/**
 * The install banner is due (the spec's manifest check): the browser offers installation, the app
 * is not installed, and 3 s after the app started the page has a manifest.
 */
export function useInstallOfferDue(): boolean {
  const { isInstalled, canPrompt } = usePwaInstall();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(document.querySelector('link[rel="manifest"]') !== null), TIMINGS_MS.installManifestCheck);
    return () => clearTimeout(timer);
  }, []);
  return checked && canPrompt && !isInstalled;
}
