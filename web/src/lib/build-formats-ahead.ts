import { i18n } from './i18n';
import { nextTask } from './next-task';

/**
 * Builds the Intl formats a screen's first cards use, in a task of its own while the screen waits
 * for its answer: a language's first date or number format costs 90-140 ms on a 4x slower phone
 * CPU (its locale data is loaded then), which otherwise lengthened the task that draws the cards
 * (measured on Find: 318 ms, of which 143 ms building the day format). Formats are cached by
 * language and options (core/src/intl-format.ts), so the cards find them built.
 */
export async function buildFormatsAhead(build: (language: string) => void): Promise<void> {
  await nextTask();
  build(i18n.language);
}
