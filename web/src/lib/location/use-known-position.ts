import type { LatLng } from '@yardsale/core/geo';
import { useEffect, useState } from 'react';

/** A position up to this old is good enough to rank address suggestions. */
const MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The device's position when the visitor has already allowed location, never prompting: it only
 * ranks nearby towns first in address suggestions ("Perth, ON" before "Perth Amboy, NJ").
 */
export function useKnownPosition(): LatLng | undefined {
  const [position, setPosition] = useState<LatLng>();
  useEffect(() => {
    let cancelled = false;
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (status.state !== 'granted' || cancelled) return;
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => !cancelled && setPosition({ lat: coords.latitude, lng: coords.longitude }),
          () => undefined,
          { maximumAge: MAX_AGE_MS },
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return position;
}
