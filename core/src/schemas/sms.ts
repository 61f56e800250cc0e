// The forms and requests that prove a mobile number for text messages (decision 0077).
import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';
import { nanpNumberOf, phoneAsWritten, SMS } from '../sms';

export const SMS_MESSAGES = {
  numberRequired: 'Please enter your mobile number',
  numberInvalid: 'Enter a US or Canadian mobile number, like (519) 555-0134',
  codeRequired: 'Enter the code we texted you',
  codeFormat: `The code has ${SMS.codeLength} digits`,
  codeWrong: 'That code is not right. Check the text and try again.',
  codeGone: 'This code has expired or was tried too often. Send a new one.',
  sendFailed: 'We could not send a text to this number. Check it and try again.',
  numberNeeded: 'Add and verify a mobile number to get text messages',
  optedOut: 'This number asked us to stop texting it. Text START to the number our texts came from, then try again.',
  emailFirst: 'Please verify your email before adding a mobile number',
  unavailable: 'Text messages are not offered here yet',
  codeSent: (e164: string) => `We texted a code to ${phoneAsWritten(e164)}.`,
} as const;

/** POST /api/users/sms-number: the number to text a code to, as typed; the API answers it in E.164. */
export const smsNumberSchema = object({
  phone: string()
    .trim()
    .required(SMS_MESSAGES.numberRequired)
    .max(30, SMS_MESSAGES.numberInvalid)
    .test('nanp', SMS_MESSAGES.numberInvalid, (value) => !value || nanpNumberOf(value) !== null),
});
export type SmsNumberInput = InferType<typeof smsNumberSchema>;

/** POST /api/users/sms-number/verify: the code from the text. */
export const smsCodeSchema = object({
  code: string()
    .trim()
    .required(SMS_MESSAGES.codeRequired)
    .matches(new RegExp(`^\\d{${SMS.codeLength}}$`), SMS_MESSAGES.codeFormat),
});
export type SmsCodeInput = InferType<typeof smsCodeSchema>;
