import type { LatLng } from '@yardsale/core/geo';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import {
  locationSnapshot,
  serverLocationSnapshot,
  permissionKnown,
  requestLocation,
  subscribeLocation,
  type LocationFailure,
  type LocationPermission,
} from './location-store';

export type { LocationPermission } from './location-store';

export interface LocateOptions {
  /** No toasts: for a background refresh when an earlier fix is already in use. */
  quiet?: boolean;
}

export interface UserLocation {
  /** The last fix, kept for the session across screens. */
  position: LatLng | null;
  /** From the Permissions API where there is one (and its changes), else from the last attempt. */
  permission: LocationPermission;
  locating: boolean;
  /**
   * Asks the browser (high accuracy, the given timeout). On failure toasts why and resolves null;
   * on success after a permission that was not granted before, toasts 'Location Access Granted'.
   */
  locate(timeoutMs: number, options?: LocateOptions): Promise<LatLng | null>;
}

const FAILURE_KEYS: Record<LocationFailure, string> = {
  timeout: 'location.timeout',
  denied: 'location.denied',
  unavailable: 'location.unavailable',
  unsupported: 'location.unsupported',
  other: 'location.issue',
};

/** The user's location for the map and Find (SPEC sections 4 and 8, 'Location'). */
export function useUserLocation(): UserLocation {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const { position, permission, locating } = useSyncExternalStore(subscribeLocation, locationSnapshot, serverLocationSnapshot);

  const locate = useCallback(
    async (timeoutMs: number, { quiet = false }: LocateOptions = {}) => {
      await permissionKnown();
      const wasGranted = locationSnapshot().permission === 'granted';
      const result = await requestLocation(timeoutMs);
      if ('position' in result) {
        if (!wasGranted && !quiet) {
          toast({ title: t('location.granted.title'), description: t('location.granted.text'), variant: 'success', durationMs: 3000 });
        }
        return result.position;
      }
      if (!quiet) {
        const key = FAILURE_KEYS[result.failure];
        toast({ title: t(`${key}.title`), description: t(`${key}.text`), variant: result.failure === 'timeout' ? 'warning' : 'error' });
      }
      return null;
    },
    [t, toast],
  );

  return { position, permission, locating, locate };
}
