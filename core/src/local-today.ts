const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today's date where the browser (or a test clock) is, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** The time where the browser (or a test clock) is, HH:MM. */
export function localTime(now: Date = new Date()): string {
  return `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}`;
}
