import { DAY_MS, HOUR_MS, MINUTE_MS } from '@yardsale/core/durations';

// Largest first: the first step that fits names the time ('3 days ago', not '72 hours ago').
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

/**
 * How long ago `iso` was at `now`, as 'x ago' in the reader's language (SPEC section 2, /messages).
 * Under a minute, or a time the server stamped a moment ahead of this device's clock, is `justNow`.
 */
export function timeAgo(iso: string, now: number, language: string, justNow: string): string {
  const elapsed = now - Date.parse(iso);
  const step = STEPS.find(([, stepMs]) => elapsed >= stepMs);
  if (!step) return justNow;
  const [unit, stepMs] = step;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-Math.floor(elapsed / stepMs), unit);
}
