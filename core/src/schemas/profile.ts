import '../contract/yup-locale';
import { fileField } from './uploads';
import { boolean, object, string, type InferType } from 'yup';
import { LANGUAGES, THEMES, UNITS } from '../constants';
import { LIMITS } from '../limits';
import { atMostCharacters } from '../character-count';
import { hasHiddenCharacters, HIDDEN_CHARACTERS_MESSAGE, readsLikeStaff, STAFF_LIKE_NAME_MESSAGE } from '../staff-like-names';
import { PROFILE_MESSAGES } from './validation-messages';

/** Every part optional: the settings screen sends only what changed (SPEC sections 4 and 5). */
export const profileUpdateSchema = object({
  displayName: string()
    .trim()
    .test(atMostCharacters(LIMITS.displayNameMax, PROFILE_MESSAGES.displayNameTooLong))
    .test('no-hidden-characters', HIDDEN_CHARACTERS_MESSAGE, (name) => !name || !hasHiddenCharacters(name))
    .test('not-staff-like', STAFF_LIKE_NAME_MESSAGE, (name) => !name || !readsLikeStaff(name))
    .optional(),
  bio: string().test(atMostCharacters(LIMITS.bioMax, PROFILE_MESSAGES.bioTooLong)).optional(),
  preferences: object({
    language: string().oneOf([...LANGUAGES], PROFILE_MESSAGES.languageInvalid).optional(),
    units: string().oneOf([...UNITS], PROFILE_MESSAGES.unitsInvalid).optional(),
    theme: string().oneOf([...THEMES], PROFILE_MESSAGES.themeInvalid).optional(),
  })
    .noUnknown()
    .default(undefined)
    .optional(),
  notificationSettings: object({
    email: boolean().strict().optional(),
    push: boolean().strict().optional(),
    sms: boolean().strict().optional(),
  })
    .noUnknown()
    .default(undefined)
    .optional(),
});

export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;

export const AVATAR_MAX_BYTES = LIMITS.avatarMaxBytes;

/** PATCH /api/users/profile: JSON, or multipart with the objects as JSON text and an `avatar` file. */
export const profileUpdateRequestSchema = profileUpdateSchema.shape({ avatar: fileField(PROFILE_MESSAGES.avatarNotImage).optional() });
