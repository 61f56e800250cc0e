import type { AppConfig } from '@/config';

/** Links in e-mails are built from PUBLIC_URL, never from a request's Host header. */
export const paths = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  /** Sign-in, where a suspended account reads its reason and appeals. */
  signIn: (config: AppConfig) => `${config.publicUrl}/auth`,
  link: (config: AppConfig, path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`,
};
