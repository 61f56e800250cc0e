import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '@yardsale/core/constants';

/** The spec's key is 'theme', suffixed with the user id when one is signed in. */
export const themeStorageKey = (userId?: string | null) => (userId ? `${THEME_STORAGE_KEY}-${userId}` : THEME_STORAGE_KEY);

export function readStoredTheme(userId?: string | null): Theme {
  try {
    const stored = localStorage.getItem(themeStorageKey(userId)) ?? localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme, userId?: string | null): void {
  try {
    localStorage.setItem(themeStorageKey(userId), theme);
    // The unsuffixed key also remembers the last choice for the signed-out screens of this device.
    if (userId) localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
