import type { CurrentUser, ProfileUpdate, UserPreferences } from '@yardsale/core/api-types';

export interface ProfileFormValues {
  displayName: string;
  language: string;
  units: UserPreferences['units'];
}

export const profileFormValues = (user: CurrentUser): ProfileFormValues => ({
  displayName: user.displayName ?? '',
  language: user.preferences.language,
  units: user.preferences.units,
});

/**
 * Only what changed (SPEC sections 4 and 5); an empty object means nothing to save. The display
 * name is sent only when it changed and is not blank after trimming.
 */
export function profileChanges(user: CurrentUser, values: ProfileFormValues): ProfileUpdate {
  const update: ProfileUpdate = {};
  const displayName = values.displayName.trim();
  if (displayName && displayName !== (user.displayName ?? '')) update.displayName = displayName;

  const preferences: Partial<UserPreferences> = {};
  if (values.language !== user.preferences.language) preferences.language = values.language;
  if (values.units !== user.preferences.units) preferences.units = values.units;
  if (Object.keys(preferences).length > 0) update.preferences = preferences;
  return update;
}

export const hasChanges = (update: ProfileUpdate) => Object.keys(update).length > 0;
