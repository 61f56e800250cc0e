import type { AppConfig } from '@/config';

/** Links in e-mails are built from PUBLIC_URL, never from a request's Host header. */
export const paths = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  link: (config: AppConfig, path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`,
};
