import { sql } from 'drizzle-orm';
import { boolean, index, uniqueIndex, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationSettings, UserPreferences } from '@yardsale/core/api-types';
import { DEFAULT_LANGUAGE, DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_THEME, DEFAULT_UNITS } from '@yardsale/core/constants';
import { createdAt, timestampTz, updatedAt } from './columns';

export interface SocialLinks {
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
  youtube?: string;
  tiktok?: string;
}

export interface ProfileDetails {
  country?: string;
  stateProvince?: string;
  city?: string;
  marketingEmails?: boolean;
  showLocation?: boolean;
  showProfile?: boolean;
  locationPermission?: 'unknown' | 'granted' | 'denied';
  interests?: string[];
}

export const DEFAULT_PREFERENCES: UserPreferences = {
  language: DEFAULT_LANGUAGE,
  units: DEFAULT_UNITS,
  theme: DEFAULT_THEME,
  termsAccepted: false,
  ageVerified: false,
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    location: text('location'),
    phone: text('phone'),
    website: text('website'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    profileDetails: jsonb('profile_details').$type<ProfileDetails>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default(DEFAULT_PREFERENCES),
    privacySettings: jsonb('privacy_settings').$type<Record<string, boolean>>().notNull().default({}),
    notificationSettings: jsonb('notification_settings')
      .$type<NotificationSettings>()
      .notNull()
      .default({ ...DEFAULT_NOTIFICATION_SETTINGS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    // In the unsubscribe link of notification e-mails: set with the first one, the same in every mail.
    unsubscribeToken: text('unsubscribe_token').unique(),
    // Granted by `npm run admin -- grant EMAIL` (ADMIN_EMAILS names more, without a row change).
    isAdmin: boolean('is_admin').notNull().default(false),
    // Suspended by an administrator: no sign-in, posts and conversations hidden from others.
    suspendedAt: timestampTz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    // The mobile number texts go to (E.164), proven by a texted code (decision 0077); null: none.
    smsNumber: text('sms_number'),
  },
  (t) => [
    // Sign-in matches e-mails and usernames case-insensitively, so uniqueness must too.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The desk's list of suspended accounts: few among many.
    index('users_suspended_idx').on(t.suspendedAt).where(sql`${t.suspendedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not yield live sessions.
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Verification and reset tokens: stored hashed, single use, with an expiry. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    // A 'change-email' token's new address (decision 0070): the account takes it once the link is opened.
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
