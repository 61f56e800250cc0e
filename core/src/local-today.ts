/** Today's date where the browser (or a test clock) is, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
