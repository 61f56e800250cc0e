// Text messages (decision 0077): a mobile number in the USA or Canada, proven by a code texted to it,
// then a text when someone messages the person while they are away and their SMS switch is on.
import { MINUTE_MS } from './durations';

export const SMS = {
  /** Digits of the code texted to prove a number. */
  codeLength: 6,
  /** A code works this long after it was texted. */
  codeLifetimeMs: 10 * MINUTE_MS,
  /** Wrong codes before the one texted stops working (a new one must be asked for). */
  codeAttempts: 5,
  /** At most one text per conversation in this time (as the e-mail, MESSAGE_MAIL.perConversationMs). */
  perConversationMs: 15 * MINUTE_MS,
  /** The message quoted in a text, cut to this many characters: a text is short and costs by length. */
  quoteMax: 60,
} as const;

/**
 * A North American (NANP: USA and Canada) number in E.164 ('+15195550134'), from however it was
 * typed: '(519) 555-0134', '519.555.0134', '+1 519 555 0134', '1-519-555-0134'; null when it is not
 * one (area code and exchange start with 2–9; an N11 service code is no area code).
 */
export function nanpNumberOf(typed: string): string | null {
  if (!/^[\d\s().+-]+$/.test(typed.trim())) return null;
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national) || /^[2-9]11/.test(national)) return null;
  return `+1${national}`;
}

/** '+15195550134' as people write it: '(519) 555-0134'. */
export function phoneAsWritten(e164: string): string {
  const national = e164.replace(/^\+1/, '');
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
