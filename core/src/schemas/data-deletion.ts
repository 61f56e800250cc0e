import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';

export const DATA_DELETION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  reasonTooLong: 'Reason must be at most 2000 characters',
} as const;

export const dataDeletionSchema = object({
  email: string()
    .trim()
    .required(DATA_DELETION_MESSAGES.emailRequired)
    .email(DATA_DELETION_MESSAGES.emailInvalid)
    .max(254, DATA_DELETION_MESSAGES.emailInvalid),
  reason: string().trim().max(2000, DATA_DELETION_MESSAGES.reasonTooLong).default(''),
});

export type DataDeletionRequest = InferType<typeof dataDeletionSchema>;
