import { AD_SLOTS } from '@yardsale/core/constants';

const AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

let loading: Promise<boolean> | null = null;

/**
 * Adds the ad network's script once per page. Resolves true when it loaded, false when it failed
 * or did not arrive within the spec's fallback delay (ad blockers, offline) so slots keep their
 * placeholder instead of waiting forever.
 */
export function loadAdScript(clientId: string): Promise<boolean> {
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${AD_SCRIPT_URL}?client=${encodeURIComponent(clientId)}`;
    const timer = window.setTimeout(() => resolve(false), AD_SLOTS.fallbackScriptDelayMs);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve(true);
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return loading;
}
