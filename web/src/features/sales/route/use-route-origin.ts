import { MAP } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { useEffect } from 'react';
import { useUserLocation } from '@/lib/location/use-user-location';

/**
 * Where the round starts: the phone's position, asked for quietly (a route can start at its first
 * sale without one). `ask` asks aloud, with the toasts that say why it failed.
 */
export function useRouteOrigin(): { origin: LatLng | null; locating: boolean; ask: () => void } {
  const { position, locating, locate } = useUserLocation();
  useEffect(() => {
    void locate(MAP.locationTimeoutManualMs, { quiet: true });
  }, [locate]);
  return { origin: position, locating: position === null && locating, ask: () => void locate(MAP.locationTimeoutManualMs) };
}
