import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { DATA_DELETION_MESSAGES } from './validation-messages';

export const dataDeletionSchema = object({
  email: string()
    .trim()
    .required(DATA_DELETION_MESSAGES.emailRequired)
    .email(DATA_DELETION_MESSAGES.emailInvalid)
    .max(254, DATA_DELETION_MESSAGES.emailInvalid),
  reason: string().trim().max(LIMITS.dataDeletionReasonMax, DATA_DELETION_MESSAGES.reasonTooLong).default(''),
});

export type DataDeletionRequest = InferType<typeof dataDeletionSchema>;
