import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants';
import { loginSchema } from './auth';

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
  appealNotFound: 'Appeal not found',
  appealRejected: 'Appeal rejected',
  /** What a suspended account hears when signing in. */
  suspended: (reason: string) => `This account is suspended: ${reason}`,
} as const;

/** Every action of the desk says why: it goes to the audit log. */
export const adminNoteSchema = object({
  note: string().trim().required(ADMIN_MESSAGES.noteRequired).max(1000, ADMIN_MESSAGES.noteTooLong),
  reportId: string().trim().max(100).optional(),
});
export type AdminNoteInput = InferType<typeof adminNoteSchema>;

export const APPEAL_MESSAGES = {
  messageRequired: 'Please say why the suspension should be lifted',
  messageTooLong: `The appeal must be at most ${LIMITS.appealMax} characters`,
  sent: 'Your appeal was sent. An administrator will review it.',
  notSuspended: 'This account is not suspended',
  alreadyAppealed: 'You have already appealed this suspension',
} as const;

/** A suspended account has no session: its appeal is sent with the sign-in form's e-mail and password. */
export const appealSchema = loginSchema.shape({
  message: string().trim().required(APPEAL_MESSAGES.messageRequired).max(LIMITS.appealMax, APPEAL_MESSAGES.messageTooLong),
});
export type AppealInput = InferType<typeof appealSchema>;
