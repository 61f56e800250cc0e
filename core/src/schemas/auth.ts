import '../contract/yup-locale';
import { boolean, object, ref, string, type InferType } from 'yup';
import { LANGUAGES } from '../constants';
import { LIMITS } from '../limits';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from './validation-messages';

export const SPECIAL_CHARACTERS = /[!@#$%^&*(),.?":{}|<>]/;

const email = () => string().trim().required(AUTH_MESSAGES.emailRequired).email(AUTH_MESSAGES.emailInvalid).max(254, AUTH_MESSAGES.emailInvalid);

/** Sign-in: the e-mail is the username. */
export const loginSchema = object({
  username: string().trim().required(AUTH_MESSAGES.emailInvalid).email(AUTH_MESSAGES.emailInvalid),
  password: string().required(AUTH_MESSAGES.passwordRequired).max(LIMITS.resetPasswordMax, AUTH_MESSAGES.resetPasswordMax),
});
export type LoginInput = InferType<typeof loginSchema>;

/** The registration form's rule (stricter than what the server stores, SPEC section 9). */
export const registrationFormSchema = object({
  username: string().trim().required(AUTH_MESSAGES.emailInvalid).email(AUTH_MESSAGES.emailInvalid),
  password: string()
    .required(AUTH_MESSAGES.passwordRequired)
    .min(LIMITS.registrationPasswordMin, AUTH_MESSAGES.registrationPasswordMin)
    .max(LIMITS.resetPasswordMax, AUTH_MESSAGES.resetPasswordMax)
    .matches(/[A-Z]/, AUTH_MESSAGES.passwordCapital)
    .matches(SPECIAL_CHARACTERS, AUTH_MESSAGES.passwordSpecial),
});

/** What the server stores: an e-mail username of at least 3 and a password of at least 6 characters. */
export const registrationSchema = object({
  username: string()
    .trim()
    .required(AUTH_MESSAGES.usernameMin)
    .min(LIMITS.usernameMin, AUTH_MESSAGES.usernameMin)
    .email(AUTH_MESSAGES.emailInvalid)
    .max(254, AUTH_MESSAGES.emailInvalid),
  password: string()
    .required(AUTH_MESSAGES.storedPasswordMin)
    .min(LIMITS.storedPasswordMin, AUTH_MESSAGES.storedPasswordMin)
    .max(LIMITS.resetPasswordMax, AUTH_MESSAGES.resetPasswordMax),
  /** The language of the page the account is made on (default en): its first e-mail is written in it. */
  language: string().oneOf([...LANGUAGES], PROFILE_MESSAGES.languageInvalid).optional(),
});
export type RegistrationInput = InferType<typeof registrationSchema>;

export const emailOnlySchema = object({ email: email() });

const resetPassword = () =>
  string()
    .required(AUTH_MESSAGES.resetPasswordMin)
    .min(LIMITS.resetPasswordMin, AUTH_MESSAGES.resetPasswordMin)
    .max(LIMITS.resetPasswordMax, AUTH_MESSAGES.resetPasswordMax);

export const resetPasswordFormSchema = object({
  newPassword: resetPassword(),
  confirmPassword: string()
    .required(AUTH_MESSAGES.resetPasswordMin)
    .min(LIMITS.resetPasswordMin, AUTH_MESSAGES.resetPasswordMin)
    .oneOf([ref('newPassword')], AUTH_MESSAGES.passwordsDoNotMatch),
});

export const resetPasswordCompleteSchema = object({
  token: string().trim().required(AUTH_MESSAGES.resetTokenMissing),
  newPassword: resetPassword(),
});

export const changePasswordFormSchema = object({
  currentPassword: string().required(AUTH_MESSAGES.currentPasswordRequired),
  newPassword: string()
    .required(AUTH_MESSAGES.newPasswordRequired)
    .min(LIMITS.settingsPasswordMin, AUTH_MESSAGES.storedPasswordMin)
    .max(LIMITS.resetPasswordMax, AUTH_MESSAGES.resetPasswordMax),
  confirmPassword: string()
    .required(AUTH_MESSAGES.confirmNewPasswordRequired)
    .oneOf([ref('newPassword')], AUTH_MESSAGES.passwordsDoNotMatch),
});

export const changePasswordSchema = changePasswordFormSchema.omit(['confirmPassword']);
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/** POST /api/users/change-email: the new address, proven by the account's password (decision 0070). */
export const changeEmailSchema = object({
  newEmail: email(),
  currentPassword: string().required(AUTH_MESSAGES.currentPasswordRequired).max(LIMITS.resetPasswordMax, AUTH_MESSAGES.resetPasswordMax),
});
export type ChangeEmailInput = InferType<typeof changeEmailSchema>;

export const supportContactFormSchema = object({
  subject: string().trim().required(AUTH_MESSAGES.subjectRequired).max(200),
  message: string()
    .trim()
    .required(AUTH_MESSAGES.messageRequired)
    .min(LIMITS.supportMessageMin, AUTH_MESSAGES.messageTooShort)
    .max(5000),
});

export const supportContactSchema = supportContactFormSchema.shape({
  email: email(),
  name: string().trim().max(200).default(''),
});

/** DELETE of the account: the current password, checked again on the server. */
export const deleteAccountSchema = object({ password: string().required(AUTH_MESSAGES.passwordRequired) });

export const consentSchema = object({
  termsAccepted: boolean().oneOf([true], AUTH_MESSAGES.consentRequired).required(AUTH_MESSAGES.consentRequired),
  ageVerified: boolean().oneOf([true], AUTH_MESSAGES.consentRequired).required(AUTH_MESSAGES.consentRequired),
});
