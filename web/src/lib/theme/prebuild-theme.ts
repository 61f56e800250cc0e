/**
 * What `npm run generate:theme` (scripts/generate-theme.mjs) keeps of the app's theme, created by MUI
 * at build time: the parts a theme with CSS variables holds beyond one without them, and the
 * stylesheet of those variables. Not imported by the app; app-theme.ts reads the generated files.
 */
import type { Theme } from '@mui/material/styles';

// The members in which a theme with CSS variables differs from one created without them from the
// same options (app-theme.test.tsx holds the rest equal).
const PREBUILT_MEMBERS = ['defaultColorScheme', 'cssVarPrefix', 'colorSchemeSelector', 'rootSelector', 'colorSchemes', 'font'] as const;

/**
 * The data of the theme's prebuilt members, without functions (app-theme.ts attaches them, and
 * derives the `vars` MUI's provider hands to components from the names of the values).
 */
export function prebuiltThemeData(theme: Theme): Record<string, unknown> {
  const members = Object.fromEntries(PREBUILT_MEMBERS.map((name) => [name, (theme as unknown as Record<string, unknown>)[name]]));
  return JSON.parse(JSON.stringify(members));
}

const cssPropertyName = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

function declaration(name: string, value: unknown): string {
  const custom = name.startsWith('--');
  // Emotion would add "px" to a number of an ordinary property; MUI gives numbers to variables only.
  if (!(typeof value === 'string' || (custom && typeof value === 'number'))) {
    throw new Error(`The theme's stylesheet: ${name} is ${JSON.stringify(value)}, not a value this writer knows`);
  }
  return `${cssPropertyName(name)}:${value};`;
}

/** The CSS variables of both colour schemes as one stylesheet, in MUI's order (dark after light). */
export function themeVariablesCss(theme: Theme): string {
  return theme
    .generateStyleSheets()
    .flatMap((sheet: Record<string, Record<string, unknown>>) => Object.entries(sheet))
    .map(([selector, declarations]) => `${selector}{${Object.entries(declarations).map(([name, value]) => declaration(name, value)).join('')}}`)
    .join('\n');
}
