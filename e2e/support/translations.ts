import fs from 'node:fs';
import path from 'node:path';

const LOCALES = path.join(import.meta.dirname, '../../web/src/locales');

const stringsOf = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** One of the web app's strings (web/src/locales/<language>/<namespace>.json) by its dotted key, as a screen shows it. */
export function translated(language: string, namespace: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], stringsOf(language, namespace));
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no text at ${key}`);
  return value;
}

/** A message of the shared schemas (core's English) as the app shows it in another language. */
export function translatedMessage(language: string, english: string): string {
  const value = stringsOf(language, 'validation')[english];
  if (typeof value !== 'string') throw new Error(`${language}/validation.json has no translation of "${english}"`);
  return value;
}
