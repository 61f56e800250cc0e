// The unsubscribe link's pages: small HTML of our own in the account's language (or, for a link that
// names no account, the browser's). The first asks before anything changes, so that a mail scanner
// following the link changes nothing.
import type { Language } from '@yardsale/core/constants';
import { escapeHtml } from '@/services/escape-html';
import { ALERT_TEXTS } from '@/services/alerts/alert-texts';
import { MESSAGE_TEXTS, type UnsubscribePageTexts } from '@/services/message-texts';
import type { Stoppable } from './unsubscribe';

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1b1b1b"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}<p><a href="/settings">${escapeHtml(MESSAGE_TEXTS[language].unsubscribePage.settings)}</a></p></body></html>`;
}

type StopTexts = Pick<UnsubscribePageTexts, 'askTitle' | 'askBody' | 'stop' | 'stoppedTitle' | 'stoppedBody'>;
const stopTexts = (language: Language, what: Stoppable): StopTexts =>
  what === 'alerts' ? ALERT_TEXTS[language].stopPage : MESSAGE_TEXTS[language].unsubscribePage;

/** A link cut, doubled or naming no account. */
export function invalidLinkPage(language: Language): string {
  const texts = MESSAGE_TEXTS[language].unsubscribePage;
  return page(language, texts.invalidTitle, `<p>${escapeHtml(texts.invalidBody)}</p>`);
}

/** What the link opens: what stops, and a button that posts the token back. */
export function askToStopPage(language: Language, what: Stoppable, token: string): string {
  const texts = stopTexts(language, what);
  return page(language, texts.askTitle, `<p>${escapeHtml(texts.askBody)}</p>
<form method="post" action="/api/notifications/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="what" value="${what}"><button type="submit" style="padding:10px 18px">${escapeHtml(texts.stop)}</button></form>`);
}

export function stoppedPage(language: Language, what: Stoppable): string {
  const texts = stopTexts(language, what);
  return page(language, texts.stoppedTitle, `<p>${escapeHtml(texts.stoppedBody)}</p>`);
}
