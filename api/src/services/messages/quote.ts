/**
 * A message as a new-message e-mail, push notification or text quotes it: at most `max` characters
 * (a text ends a cut with '...': '…' is outside the plain text-message alphabet and doubles its cost).
 */
export const quoteOf = (content: string, max: number, cut = '…') => (content.length > max ? `${content.slice(0, max - cut.length)}${cut}` : content);
