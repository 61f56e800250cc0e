/** The string namespaces in the first bundle, used by every screen (lib/i18n/instance.ts's eager glob names the same three: import.meta.glob takes only literals). */
export const SHELL_NAMESPACES = ['common', 'validation', 'ads'] as const;
