import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { loginSchema } from './auth';
import { ADMIN_MESSAGES } from './admin-messages';
import { APPEAL_MESSAGES } from './validation-messages';

/** Every action of the desk says why: it goes to the audit log. */
export const adminNoteSchema = object({
  note: string().trim().required(ADMIN_MESSAGES.noteRequired).max(LIMITS.deskNoteMax, ADMIN_MESSAGES.noteTooLong),
  reportId: string().trim().max(100).optional(),
});
export type AdminNoteInput = InferType<typeof adminNoteSchema>;

/** A suspended account has no session: its appeal is sent with the sign-in form's e-mail and password. */
export const appealSchema = loginSchema.shape({
  message: string().trim().required(APPEAL_MESSAGES.messageRequired).max(LIMITS.appealMax, APPEAL_MESSAGES.messageTooLong),
});
export type AppealInput = InferType<typeof appealSchema>;
