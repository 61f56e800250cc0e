// The strings of every language but English, by file: loaded only on a page that speaks one of them,
// so English pages do not carry a hundred loaders they never call (instance.ts).
export const otherLanguageFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/en/*.json']);
