import { useSyncExternalStore } from 'react';

// After registration the app offers camera and gallery access (SPEC sections 4 and 6). The offer
// outlives the /auth page, which is left at once, so its state lives here rather than in a component.
let requested = false;
const listeners = new Set<() => void>();

function notify(value: boolean) {
  requested = value;
  listeners.forEach((listener) => listener());
}

export const requestMediaPermissions = () => notify(true);
export const finishMediaPermissions = () => notify(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from a registration until the user has answered or skipped the photo-access offer. */
export function useMediaPermissionsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested, () => false);
}

/** Asks for the camera once and releases it at once; false when refused or unavailable. */
export async function askForCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.getUserMedia) return false;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    stream.getTracks().forEach((track) => track.stop());
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser can offer camera access at all (not on insecure origins or old browsers). */
export const cameraSupported = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
