// Shapes of API answers that both sides read.

export type DatabaseKind = 'pglite' | 'postgres';

export interface HealthResponse {
  status: 'ok';
  db: DatabaseKind;
}

export interface MessageResponse {
  message: string;
}

export interface UserPreferences {
  language: string;
  units: 'miles' | 'km';
  theme: 'light' | 'dark' | 'system';
  termsAccepted: boolean;
  ageVerified: boolean;
}

export interface NotificationSettings {
  email: boolean;
  push: boolean;
  sms: boolean;
}

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  avatarUrl: string | null;
  preferences: UserPreferences;
  notificationSettings: NotificationSettings;
  createdAt: string;
}

export interface PublicConfig {
  supportEmail: string;
  tileUrl: string;
  adClientId: string | null;
}

/** POST /api/resend-verification */
export interface ResendVerificationResponse {
  message: string;
  /** True when direct verification is on: the app then fetches the link and opens the dialog. */
  directVerification: boolean;
}

/** GET /api/get-verification-link?email= (only when direct verification is on; 404 otherwise) */
export interface VerificationLinkResponse {
  verificationUrl: string;
}

/** POST /api/verify-current-user */
export interface VerifyCurrentUserResponse {
  message: string;
  emailVerified: boolean;
}

/** PATCH /api/users/profile body (JSON, or multipart with these as JSON strings plus `avatar`). */
export interface ProfileUpdate {
  displayName?: string;
  preferences?: Partial<UserPreferences>;
  notificationSettings?: Partial<NotificationSettings>;
}

/** A 400 answer: the first message, and every field's message. */
export interface ValidationErrorResponse {
  message: string;
  errors: Record<string, string>;
}
