import { MAP } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { useEffect, useState } from 'react';
import { currentBrowsePlace, useBrowsePlace } from '@/lib/browse-place-store';
import { useUserLocation } from '@/lib/location/use-user-location';

/** Where Find searches from: the position, or without one a place chosen instead, or the default centre, with its name. */
export type FindCenter = { center: LatLng | null; from: 'position' } | { center: LatLng; from: 'place' | 'default'; label: string };

/**
 * Where Find searches from (SPEC section 9): the user's fix, asked for with the 10 s timeout; if none
 * has come after 5 s (or the request fails) the place chosen instead of the position (decision
 * 0088), else the default centre, replaced by the fix if it arrives later. A fix from earlier in the
 * session is used at once and refreshed quietly.
 */
export function useFindCenter(): FindCenter {
  const { position, locate } = useUserLocation();
  const place = useBrowsePlace();
  const [earlierFix] = useState(position);
  const [fellBack, setFellBack] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const fallBack = () => setFellBack(true);
    const fallback = setTimeout(fallBack, MAP.findFallbackTimerMs);
    // Quiet with a place chosen instead: the search goes on there, and Find says so.
    void locate(MAP.locationTimeoutManualMs, { quiet: earlierFix !== null || currentBrowsePlace() !== null }).then((fix) => {
      if (cancelled) return;
      clearTimeout(fallback);
      if (!fix) fallBack();
    });
    return () => {
      cancelled = true;
      clearTimeout(fallback);
    };
  }, [locate, earlierFix]);

  if (position || !fellBack) return { center: position, from: 'position' };
  return place ? { center: place, from: 'place', label: place.label } : { center: MAP.defaultCenter, from: 'default', label: MAP.defaultCenterLabel };
}
