/** The string namespaces in the first bundle, used by every screen (the eager glob in i18n.ts lists the same). */
export const SHELL_NAMESPACES = ['common', 'validation', 'ads'] as const;
