import { MAP } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { useEffect, useState } from 'react';
import { currentBrowsePlace } from '@/lib/browse-place-store';
import { useUserLocation } from '@/lib/location/use-user-location';

/**
 * Where Find searches from (SPEC section 9): the user's fix, asked for with the 10 s timeout; if none
 * has come after 5 s (or the request fails) the place chosen instead of the position (decision
 * 0088), else the default centre, replaced by the fix if it arrives later. A fix from earlier in the
 * session is used at once and refreshed quietly.
 */
export function useFindCenter(): LatLng | null {
  const { position, locate } = useUserLocation();
  const [earlierFix] = useState(position);
  const [center, setCenter] = useState<LatLng | null>(earlierFix);

  useEffect(() => {
    let cancelled = false;
    const fallBackToDefault = () => setCenter((current) => current ?? currentBrowsePlace() ?? MAP.defaultCenter);
    const fallback = setTimeout(fallBackToDefault, MAP.findFallbackTimerMs);
    // Quiet with a place chosen instead: the search goes on there, and nothing needs saying.
    void locate(MAP.locationTimeoutManualMs, { quiet: earlierFix !== null || currentBrowsePlace() !== null }).then((fix) => {
      if (cancelled) return;
      clearTimeout(fallback);
      if (fix) setCenter(fix);
      else fallBackToDefault();
    });
    return () => {
      cancelled = true;
      clearTimeout(fallback);
    };
  }, [locate, earlierFix]);

  return center;
}
