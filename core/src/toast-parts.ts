// The end of a toast's title: "Title: description" in English and most languages, "Titre : …" in
// French, "标题：…" in Chinese and Japanese. A colon without a space after it ("HH:MM") is not one.
const TITLE_END = /\s?:\s|：/;

/** A spec message "Title: description" (or its translation) split for a toast; a message without a title is all description. */
export function toastParts(message: string): { title: string; description: string } {
  const end = TITLE_END.exec(message);
  return end ? { title: message.slice(0, end.index), description: message.slice(end.index + end[0].length) } : { title: message, description: '' };
}
