import { useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, i18n } from './instance';
import type { TFunction, Translator } from './translator';

/**
 * `t` for the first of `namespaces` (others by 'namespace:key') in the page's language. Suspends
 * until the namespaces have arrived, and draws again when the language changes.
 */
export function useTranslation(namespaces: string | readonly string[] = DEFAULT_NAMESPACE): { t: TFunction; i18n: Translator } {
  const names = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  if (!i18n.hasLoaded(names, language)) {
    // A fetch that failed goes to the screen's error boundary, whose retry asks again.
    const failure = i18n.takeFailure(names, language);
    if (failure !== undefined) throw failure;
    // Thrown, not handed to React's `use`: a screen rendered alone in a test, with no Suspense
    // boundary above it, never drew again after `use`. It settles either way; the next render tells which.
    throw i18n.loadNamespaces(names, language).catch(() => undefined);
  }
  return { t: i18n.getFixedT(names[0] ?? DEFAULT_NAMESPACE, language), i18n };
}
