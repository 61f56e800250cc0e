import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@yardsale/core/api-types';
import { hasChanges, profileChanges, profileFormValues } from './profile-changes';

const user: CurrentUser = {
  id: 'u1',
  username: 'sam@example.com',
  email: 'sam@example.com',
  emailVerified: true,
  displayName: 'Sam',
  avatarUrl: null,
  preferences: { language: 'en', units: 'miles', theme: 'light', termsAccepted: true, ageVerified: true },
  notificationSettings: { email: true, push: false, sms: false },
  smsNumber: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('profileChanges', () => {
  it('is empty when nothing changed', () => {
    expect(hasChanges(profileChanges(user, profileFormValues(user)))).toBe(false);
  });

  it('sends only the changed parts', () => {
    expect(profileChanges(user, { displayName: 'Sam', language: 'en', units: 'km' })).toEqual({ preferences: { units: 'km' } });
    expect(profileChanges(user, { displayName: ' Sammy ', language: 'fr', units: 'miles' })).toEqual({
      displayName: 'Sammy',
      preferences: { language: 'fr' },
    });
  });

  it('never sends a blank or unchanged display name', () => {
    expect(profileChanges(user, { displayName: '   ', language: 'en', units: 'miles' })).toEqual({});
    expect(profileChanges(user, { displayName: ' Sam ', language: 'en', units: 'miles' })).toEqual({});
    expect(profileChanges({ ...user, displayName: null }, { displayName: '', language: 'en', units: 'miles' })).toEqual({});
  });
});
