import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';

export const ADMIN_MESSAGES = {
  adminsOnly: 'Administrators only',
  noteRequired: 'Please say why',
  noteTooLong: 'The note must be at most 1000 characters',
  reportNotFound: 'Report not found',
  userNotFound: 'User not found',
  listingNotFound: 'Listing not found',
  notYourself: 'You cannot suspend yourself',
  reportDismissed: 'Report dismissed',
  listingRemoved: 'Listing removed',
  accountSuspended: 'Account suspended',
  accountRestored: 'Account restored',
  /** What a suspended account hears when signing in. */
  suspended: (reason: string) => `This account is suspended: ${reason}`,
} as const;

/** Every action of the desk says why: it goes to the audit log. */
export const adminNoteSchema = object({
  note: string().trim().required(ADMIN_MESSAGES.noteRequired).max(1000, ADMIN_MESSAGES.noteTooLong),
  reportId: string().trim().max(100).optional(),
});
export type AdminNoteInput = InferType<typeof adminNoteSchema>;
