/** A message as a new-message e-mail or push notification quotes it: at most `max` characters. */
export const quoteOf = (content: string, max: number) => (content.length > max ? `${content.slice(0, max - 1)}…` : content);
