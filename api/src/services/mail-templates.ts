import type { Language } from '@yardsale/core/constants';
import type { PostProblem } from '@yardsale/core/moderation';
import type { OutboxMail } from '@/db/schema';
import { escapeHtml } from './escape-html';
import { ACCOUNT_MAIL_TEXTS, type AccountMailText } from './account-mail-texts';
import { ACCOUNT_DECISION_TEXTS } from './admin/account-decision-texts';
import { MODERATION_TEXTS } from './admin/moderation-texts';
import { ALERT_TEXTS, type AlertTexts } from './alerts/alert-texts';
import { PRICE_DROP_TEXTS } from './classifieds/price-drop-texts';
import { ITEM_ALERT_TEXTS } from './item-alerts/item-alert-texts';
import { MESSAGE_TEXTS } from './message-texts';

interface Action {
  label: string;
  url: string;
}
/** What a mail is written in: its language, and the line under the button in that language. */
interface Locale {
  language: Language;
  buttonFallback: string;
}
const localeOf = (language: Language): Locale => ({ language, buttonFallback: MESSAGE_TEXTS[language].buttonFallback });
const ENGLISH = localeOf('en');


function layout(title: string, paragraphs: string[], action: Action | undefined, locale: Locale): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2e7d32;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(locale.buttonFallback)} ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="${locale.language}"><body style="font-family:Arial,sans-serif;color:#1b1b1b;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#666">Yard Sale Finder</p></body></html>`;
}

function mail(to: string, subject: string, paragraphs: string[], action?: Action, locale: Locale = ENGLISH): OutboxMail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '— Yard Sale Finder'].join('\n\n');
  return { to, subject, text, html: layout(subject, paragraphs, action, locale) };
}

/** An account's own mail in the account's language; `url` is its button's link. */
export function accountMail(to: string, texts: AccountMailText, language: Language, url?: string): OutboxMail {
  const action = url && texts.button ? { label: texts.button, url } : undefined;
  return mail(to, texts.subject, texts.paragraphs, action, localeOf(language));
}

export const verificationMail = (to: string, url: string, language: Language) => accountMail(to, ACCOUNT_MAIL_TEXTS[language].verification, language, url);

export const passwordResetMail = (to: string, url: string, language: Language) => accountMail(to, ACCOUNT_MAIL_TEXTS[language].passwordReset, language, url);

export const passwordChangedMail = (to: string, language: Language) => accountMail(to, ACCOUNT_MAIL_TEXTS[language].passwordChanged, language);

export const dataDeletionRequestedMail = (to: string, language: Language) => accountMail(to, ACCOUNT_MAIL_TEXTS[language].dataDeletionRequested, language);

export const dataDeletionCompletedMail = (to: string, language: Language) => accountMail(to, ACCOUNT_MAIL_TEXTS[language].dataDeletionCompleted, language);

export interface DataDeletionMailInput {
  supportEmail: string;
  email: string;
  reason: string;
  /** Whether an account has that address (the requester is never told). */
  hasAccount: boolean;
  due: Date;
}

/** To support: an erasure request to process by `due`. */
export const dataDeletionRequestMail = ({ supportEmail, email, reason, hasAccount, due }: DataDeletionMailInput) =>
  mail(supportEmail, `Data deletion request: ${email}`, [
    `Someone asked for the data of ${email} to be deleted. Process it by ${due.toISOString().slice(0, 10)}, in the Deletions tab of the review desk (/admin).`,
    hasAccount ? 'An account has this address; its owner was told of the request by e-mail.' : 'No account has this address.',
    `Reason: ${reason || 'none given'}`,
  ]);

export interface SupportMailInput {
  supportEmail: string;
  fromEmail: string;
  fromName: string;
  subject: string;
  message: string;
}

export const supportRequestMail = ({ supportEmail, fromEmail, fromName, subject, message }: SupportMailInput) =>
  mail(supportEmail, `Support request: ${subject}`, [`From: ${fromName || 'no name given'} <${fromEmail}>`, message]);

export interface NewMessageMailInput {
  to: string;
  language: Language;
  senderName: string;
  listingTitle: string;
  quote: string;
  conversationUrl: string;
  unsubscribeUrl: string;
}

/** A new message for someone with no screen open, in their language (SPEC: 'Message sent!' reaches the seller by e-mail). */
export function newMessageMail({ to, language, senderName, listingTitle, quote, conversationUrl, unsubscribeUrl }: NewMessageMailInput): OutboxMail {
  const texts = MESSAGE_TEXTS[language];
  const paragraphs = [texts.wrote(senderName, listingTitle), `“${quote}”`, texts.safety, texts.unsubscribe(unsubscribeUrl)];
  return mail(to, texts.subject(listingTitle), paragraphs, { label: texts.open, url: conversationUrl }, localeOf(language));
}

export interface AlertMailInput {
  to: string;
  language: Language;
  /** One line per sale or item named, nearest first. */
  lines: string[];
  /** Those matched but not named. */
  more: number;
  count: number;
  /** The one sale or item, or where to see them all. */
  linkUrl: string;
  settingsUrl: string;
  /** The link that stops the alerts, or the e-mails. */
  stopUrl: string;
}

type AlertMailTexts = Pick<AlertTexts, 'subject' | 'intro' | 'more' | 'why' | 'stopLink'>;

function alertMail(texts: AlertMailTexts, linkLabel: string, { to, language, lines, more, count, linkUrl, settingsUrl, stopUrl }: AlertMailInput): OutboxMail {
  const paragraphs = [texts.intro, ...lines, ...(more > 0 ? [texts.more(more)] : []), texts.why(settingsUrl), texts.stopLink(stopUrl)];
  return mail(to, texts.subject(count), paragraphs, { label: linkLabel, url: linkUrl }, localeOf(language));
}

/** The hour's new sales around someone's sale alerts, in their language (decision 0039). */
export const saleAlertMail = (input: AlertMailInput) => alertMail(ALERT_TEXTS[input.language], ALERT_TEXTS[input.language].open, input);

/** The hour's new items matching someone's item alerts, in their language (decision 0061). */
export function itemAlertMail(input: AlertMailInput): OutboxMail {
  const texts = ITEM_ALERT_TEXTS[input.language];
  return alertMail(texts, input.count === 1 ? texts.openOne : texts.openAll, input);
}

/** The hourly e-mail of price drops on items someone saved (decision 0060): a line each, and a link to one or to all of them. */
export function priceDropMail(to: string, language: Language, { lines, more, itemsUrl, stopUrl }: { lines: string[]; more: number; itemsUrl: string; stopUrl: string }): OutboxMail {
  const texts = PRICE_DROP_TEXTS[language];
  const count = lines.length + more;
  const paragraphs = [texts.intro(count), ...lines, ...(more > 0 ? [texts.more(more)] : []), texts.why(count, stopUrl)];
  return mail(to, texts.subject(count), paragraphs, { label: count === 1 ? texts.openOne : texts.openSaved, url: itemsUrl }, localeOf(language));
}

/** To every administrator when a user is reported as a scammer. */
export const reportFiledMail = (to: string, reportedName: string, reason: string, deskUrl: string) =>
  mail(to, `New scam report: ${reportedName}`, [`A user reported ${reportedName} as a scammer:`, `“${reason}”`, 'The report and its evidence wait on the review desk.'], {
    label: 'Open the review desk',
    url: deskUrl,
  });

/** What each problem is called in the administrators' mail (the desk shows it in its reader's language). */
const POST_PROBLEM_NAMES: Record<PostProblem, string> = {
  scam: 'a scam or fraud',
  prohibited: 'a prohibited item',
  offensive: 'offensive content',
  'wrong-details': 'a wrong place, date or price',
  spam: 'spam or a duplicate',
  other: 'something else',
};

/** To every administrator when someone reports a post from its sheet (decision 0056). */
export function postReportedMail(to: string, post: { title: string; sellerName: string }, problem: PostProblem, details: string, deskUrl: string): OutboxMail {
  const said = details ? [`“${details}”`] : [];
  return mail(to, `Post reported: ${post.title}`, [`A user reported “${post.title}” by ${post.sellerName} as ${POST_PROBLEM_NAMES[problem]}.`, ...said, 'The report and the post wait on the review desk.'], {
    label: 'Open the review desk',
    url: deskUrl,
  });
}

/** To the owner of a post an administrator took down, with the administrator's reason, in the owner's language. */
export function postTakenDownMail(to: string, language: Language, { title, reason, postsUrl }: { title: string; reason: string; postsUrl: string }): OutboxMail {
  const texts = MODERATION_TEXTS[language];
  return mail(to, texts.takenDownSubject(title), [texts.takenDown(title), `${texts.reason} “${reason}”`, texts.whatNow], { label: texts.open, url: postsUrl }, localeOf(language));
}

/** To the owner of a post a moderator restored after taking it down (decision 0068). */
export function postRestoredMail(to: string, language: Language, { title, postsUrl }: { title: string; postsUrl: string }): OutboxMail {
  const texts = MODERATION_TEXTS[language];
  return mail(to, texts.restoredSubject(title), [texts.restoredBody(title)], { label: texts.open, url: postsUrl }, localeOf(language));
}

/**
 * To someone who reported a post from its sheet, once the desk has acted (decision 0056 addendum):
 * it was taken down, or it stays. `title` is the post's as they saw it.
 */
export function postReportOutcomeMail(to: string, language: Language, title: string, takenDown: boolean): OutboxMail {
  const texts = MODERATION_TEXTS[language];
  const subject = takenDown ? texts.reportTakenDownSubject(title) : texts.reportKeptSubject(title);
  return mail(to, subject, [takenDown ? texts.reportTakenDown(title) : texts.reportKept(title), texts.reportThanks], undefined, localeOf(language));
}

/** To the owner of an account the desk suspended, with the reason sign-in shows them too, in their language. */
export function accountSuspendedMail(to: string, language: Language, { reason, authUrl }: { reason: string; authUrl: string }): OutboxMail {
  const texts = ACCOUNT_DECISION_TEXTS[language];
  return mail(to, texts.suspendedSubject, [texts.suspended, `${texts.reason} “${reason}”`, texts.howToAppeal], { label: texts.open, url: authUrl }, localeOf(language));
}

/** To the owner of an account the desk restored (granting their appeal, if they made one). */
export function accountRestoredMail(to: string, language: Language, authUrl: string): OutboxMail {
  const texts = ACCOUNT_DECISION_TEXTS[language];
  return mail(to, texts.restoredSubject, [texts.restored], { label: texts.open, url: authUrl }, localeOf(language));
}

/** To someone whose appeal the desk rejected: the account stays suspended. */
export function appealRejectedMail(to: string, language: Language): OutboxMail {
  const texts = ACCOUNT_DECISION_TEXTS[language];
  return mail(to, texts.appealRejectedSubject, [texts.appealRejected], undefined, localeOf(language));
}

/** To every administrator when a suspended user appeals. */
export const appealFiledMail = (to: string, userName: string, message: string, deskUrl: string) =>
  mail(to, `New appeal: ${userName}`, [`${userName} appealed their suspension:`, `“${message}”`, 'The appeal waits on the review desk with their record.'], {
    label: 'Open the review desk',
    url: deskUrl,
  });
