import { PLURAL_FORMS } from '../locale-data/plural-forms';
import { pluralFormOf } from '../plural-form';
import { SUSPENSION_MESSAGE_START } from './suspension-message';

/**
 * Messages with a value in them, written as the web app's strings are ({{count}}, {{reason}}), one text
 * per English plural form. The API fills them in (`filledMessage`); the app reads the values back out
 * (`readFilledMessage`) to say the same in the reader's language, under `filled.<name>` there.
 */
export const FILLED_MESSAGES = {
  retryInMinutes: {
    one: 'Too many requests. Please try again in {{count}} minute.',
    other: 'Too many requests. Please try again in {{count}} minutes.',
  },
  /** What a suspended account hears when signing in: the administrator's reason, as written. */
  suspended: { other: `${SUSPENSION_MESSAGE_START}{{reason}}` },
} as const satisfies Record<string, { one?: string; other: string }>;

export type FilledMessageName = keyof typeof FILLED_MESSAGES;
type Values = Record<string, string | number>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The English of `name` with its values written in: the form of `values.count` where it has one. */
export function filledMessage(name: FilledMessageName, values: Values): string {
  const forms: { one?: string; other: string } = FILLED_MESSAGES[name];
  const form = typeof values.count === 'number' && pluralFormOf(PLURAL_FORMS.en, values.count) === 'one' ? (forms.one ?? forms.other) : forms.other;
  return form.replace(PLACEHOLDER, (_, key: string) => String(values[key] ?? ''));
}

// Braces are left as they are: each {{key}} is replaced by its capture next.
const escapeForPattern = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each form as a pattern that matches a filled-in message and captures its values in order ({{count}} a whole number). */
const PATTERNS = Object.entries(FILLED_MESSAGES).flatMap(([name, forms]) =>
  Object.values(forms).map((form: string) => ({
    name: name as FilledMessageName,
    keys: [...form.matchAll(PLACEHOLDER)].map(([, key]) => key!),
    pattern: new RegExp(`^${escapeForPattern(form).replace(PLACEHOLDER, (_, key: string) => (key === 'count' ? '(\\d+)' : '([\\s\\S]*)'))}$`),
  })),
);

/** Which filled message `message` is and its values (a count as a number), or undefined when it is none. */
export function readFilledMessage(message: string): { name: FilledMessageName; values: Values } | undefined {
  for (const { name, keys, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { name, values: Object.fromEntries(keys.map((key, i) => [key, key === 'count' ? Number(match[i + 1]) : match[i + 1]!])) };
  }
  return undefined;
}

