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
 * Area codes of the North American plan that are not a US or Canadian mobile: the Caribbean and
 * Bermuda (other countries, billed internationally), toll-free, premium and personal numbers. The
 * US territories (Puerto Rico, Guam…) are the USA and stay.
 */
const NOT_US_OR_CANADIAN_MOBILE = new Set([
  '242', '246', '264', '268', '284', '345', '441', '473', '649', '658', '664', '721', '758', '767', '784', '809', '829', '849', '868', '869', '876',
  '800', '833', '844', '855', '866', '877', '888', '900', '500', '521', '522', '523', '524', '525', '526', '527', '528', '529', '533', '544', '566', '577', '588', '600', '622', '700',
]);

/**
 * A US or Canadian number in E.164 ('+15195550134'), from however it was typed: '(519) 555-0134',
 * '519.555.0134', '+1 519 555 0134', '1-519-555-0134'; null when it is not one (area code and
 * exchange start with 2–9 and are no N11 service code; see NOT_US_OR_CANADIAN_MOBILE).
 */
export function nanpNumberOf(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^(\+1)?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (trimmed.startsWith('+') && national === digits) return null; // '+' and no country code 1
  const [area, exchange] = [national.slice(0, 3), national.slice(3, 6)];
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national) || /11$/.test(area) || /11$/.test(exchange) || NOT_US_OR_CANADIAN_MOBILE.has(area)) return null;
  return `+1${national}`;
}

/** '+15195550134' as people write it: '(519) 555-0134'. */
export function phoneAsWritten(e164: string): string {
  const national = e164.replace(/^\+1/, '');
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
