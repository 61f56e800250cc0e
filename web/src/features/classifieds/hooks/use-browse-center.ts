import { MAP } from '@yardsale/core/constants';
import { roundedToTenMetres, type LatLng } from '@yardsale/core/geo';
import { useEffect, useMemo, useState } from 'react';
import { EARLY_ANSWER_FRESH_MS } from '@/lib/early-request';
import { fixIsFresh } from '@/lib/location/location-store';
import { useUserLocation } from '@/lib/location/use-user-location';
import { currentBrowsePlace, useBrowsePlace, type BrowsePlace } from '@/lib/browse-place-store';

export interface BrowseCenter {
  /** The chosen place, or the user's position; null when neither is known (then classifieds everywhere, without distances). */
  center: LatLng | null;
  /** False while the first fix is awaited (at most MAP.findFallbackTimerMs). */
  ready: boolean;
  /** The town or postal area chosen instead of the position, if any (decision 0064). */
  place: BrowsePlace | null;
}

/**
 * Where /classifieds searches from: the place chosen on this device, at once; else the user's latest
 * fix, however found (this screen asks quietly, waiting 5 s at most as Find does, unless one came
 * moments ago, as from 'Use My Location' in the place dialog). Browsing does not need a location, so
 * a refusal is not toasted here: the list shows everything, newest first.
 */
export function useBrowseCenter(): BrowseCenter {
  const place = useBrowsePlace();
  const { position, locate } = useUserLocation();
  const [settled, setSettled] = useState(position !== null);
  const chosen = place !== null;

  useEffect(() => {
    // The store, not `chosen`: while a prerendered page hydrates, `chosen` is the build's (none).
    if (currentBrowsePlace() || fixIsFresh(EARLY_ANSWER_FRESH_MS)) return;
    let cancelled = false;
    const settle = () => !cancelled && setSettled(true);
    const fallback = setTimeout(settle, MAP.findFallbackTimerMs);
    void locate(MAP.locationTimeoutManualMs, { quiet: true }).then(() => {
      clearTimeout(fallback);
      settle();
    });
    return () => {
      cancelled = true;
      clearTimeout(fallback);
    };
  }, [locate, chosen]);

  const [lat, lng] = [position?.lat, position?.lng];
  const center = useMemo(() => (lat === undefined || lng === undefined ? null : roundedToTenMetres({ lat, lng })), [lat, lng]);
  if (place) return { center: place, ready: true, place };
  return { center, ready: settled || center !== null, place: null };
}
