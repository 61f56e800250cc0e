import { MAP } from '@yardsale/core/constants';
import { roundedToTenMetres, type LatLng } from '@yardsale/core/geo';
import { useEffect, useState } from 'react';
import { useUserLocation } from '@/lib/location/use-user-location';

export interface BrowseCenter {
  /** The user's position; null when it is refused or unknown (then classifieds everywhere, without distances). */
  center: LatLng | null;
  /** False while the first fix is awaited (at most MAP.findFallbackTimerMs). */
  ready: boolean;
}

/**
 * Where /classifieds searches from: the user's fix, waited for as on Find (5 s at most). Browsing
 * does not need a location, so a refusal is not toasted here: the list shows everything, newest first.
 */
export function useBrowseCenter(): BrowseCenter {
  const { position, locate } = useUserLocation();
  const [earlierFix] = useState(position);
  const [state, setState] = useState<BrowseCenter>({ center: earlierFix && roundedToTenMetres(earlierFix), ready: earlierFix !== null });

  useEffect(() => {
    let cancelled = false;
    const giveUp = () => setState((current) => (current.ready ? current : { center: null, ready: true }));
    const fallback = setTimeout(giveUp, MAP.findFallbackTimerMs);
    void locate(MAP.locationTimeoutManualMs, { quiet: true }).then((fix) => {
      if (cancelled) return;
      clearTimeout(fallback);
      if (fix) setState({ center: roundedToTenMetres(fix), ready: true });
      else giveUp();
    });
    return () => {
      cancelled = true;
      clearTimeout(fallback);
    };
  }, [locate]);

  return state;
}
