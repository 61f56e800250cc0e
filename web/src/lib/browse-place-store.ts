import { STORAGE_KEYS } from '@yardsale/core/constants';
import { roundedToTenMetres, type LatLng } from '@yardsale/core/geo';
import { isInServiceArea } from '@yardsale/core/service-area';
import { useSyncExternalStore } from 'react';

/**
 * A town or postal area chosen to browse around instead of the device's position: /classifieds'
 * (decision 0064), and the map's and Find's while there is no position (decision 0088).
 */
export interface BrowsePlace extends LatLng {
  /** 'Moose Jaw, SK', or 'Moose Jaw, SK S6H' for a postal area. */
  label: string;
}

const KEY = STORAGE_KEYS.classifiedsPlace;

/**
 * To ten metres, as a position is searched from: the place's first screen from the server, which
 * rounds so, then holds what the app's search around it finds (decision 0032's addendum).
 */
const inTenMetres = (place: BrowsePlace): BrowsePlace => ({ ...place, ...roundedToTenMetres(place) });

function readStored(): BrowsePlace | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<BrowsePlace> | null;
    const { label, lat, lng } = value ?? {};
    return typeof label === 'string' && typeof lat === 'number' && typeof lng === 'number' && isInServiceArea(lat, lng) ? inTenMetres({ label, lat, lng }) : null;
  } catch {
    return null; // storage blocked or unreadable: browse around the device's position
  }
}

let place: BrowsePlace | null | undefined;
const listeners = new Set<() => void>();

/** The place chosen on this device, for code that runs outside React (the warm-up of /classifieds). */
export const currentBrowsePlace = (): BrowsePlace | null => (place === undefined ? (place = readStored()) : place);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Kept on this device across visits; null goes back to the device's position. */
export function chooseBrowsePlace(chosen: BrowsePlace | null): void {
  const next = chosen && inTenMetres(chosen);
  place = next;
  try {
    if (next) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or blocked: the place still applies until the page closes
  }
  listeners.forEach((listener) => listener());
}

/** The chosen place; none while the page is drawn at build time. */
export const useBrowsePlace = (): BrowsePlace | null => useSyncExternalStore(subscribe, currentBrowsePlace, () => null);
