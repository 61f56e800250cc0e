import { createTheme, type Theme } from '@mui/material/styles';
import { createSpacing, unstable_createGetCssVar as createGetCssVar } from '@mui/system';
import deepmerge from '@mui/utils/deepmerge';
import { createGetColorSchemeSelector } from '@mui/system/cssVars';
import { createUnarySpacing } from '@mui/system/spacing';
import { PREBUILT_THEME } from './prebuilt-theme';
import { appThemeOptions } from './theme-options';

export { themeColorOf } from './theme-options';

type ColorScheme = NonNullable<Theme['colorSchemes']['light']>;

interface PrebuiltTheme {
  defaultColorScheme: 'light' | 'dark';
  cssVarPrefix: string;
  colorSchemes: Record<'light' | 'dark', ColorScheme>;
  font: Record<string, string>;
}

// A palette's settings, which no variable holds.
const PALETTE_SETTINGS = new Set(['mode', 'contrastThreshold', 'tonalOffset']);

/** `value` with each of its values replaced by the CSS variable that holds it: `var(--mui-palette-primary-main)`. */
function variablesOf(value: unknown, path: string[]): unknown {
  if (value === null || typeof value !== 'object') return `var(--${path.join('-')})`;
  const kept = Object.entries(value).filter(([key]) => !(path.length === 2 && path[1] === 'palette' && PALETTE_SETTINGS.has(key)));
  const variables = kept.map(([key, member]) => [key, variablesOf(member, [...path, key])] as const);
  return Array.isArray(value) ? variables.map(([, variable]) => variable) : Object.fromEntries(variables);
}

/**
 * What MUI's `generateThemeVars` gives components (`theme.vars`): every value of both colour schemes
 * (the dark one has a few more) and of the shared members, as its variable in theme-variables.css.
 * Derived here rather than prebuilt: 11 KB of `var(...)` strings that follow from the names.
 */
function themeVariables(base: Theme, prebuilt: PrebuiltTheme): Theme['vars'] {
  const { light, dark } = prebuilt.colorSchemes;
  const { shape, shadows, zIndex } = base;
  const members = { spacing: '', shape, shadows, zIndex, font: prebuilt.font, ...deepmerge(light, dark) };
  return variablesOf(members, [prebuilt.cssVarPrefix]) as Theme['vars'];
}

/**
 * The theme MUI creates from theme-options.ts, put together from parts: its colour schemes and
 * variables were created at build time (npm run generate:theme), the rest is a theme without
 * variables created here from the same options. MUI's own creation of both schemes and their
 * variables was one task of 100-180 ms on a 4x slower CPU at every start (decision 0029);
 * app-theme.test.tsx holds the two themes equal, functions included.
 */
function createAppTheme(): Theme {
  const { cssVariables, colorSchemes: schemeOptions, ...common } = appThemeOptions;
  const prebuilt = PREBUILT_THEME as PrebuiltTheme;
  const base = createTheme({ ...common, palette: schemeOptions[prebuilt.defaultColorScheme].palette });
  // A palette's functions read its contrast threshold and tonal offset, the same in both schemes.
  const { getContrastText, augmentColor } = base.palette;
  const withFunctions = (name: 'light' | 'dark') => {
    const scheme = prebuilt.colorSchemes[name];
    return { ...scheme, palette: { ...scheme.palette, getContrastText, augmentColor } };
  };
  const colorSchemes = { light: withFunctions('light'), dark: withFunctions('dark') };
  const vars = themeVariables(base, prebuilt);
  const theme = {
    ...base,
    ...prebuilt,
    colorSchemes,
    // The default scheme's palette, opacities and overlays are the theme's own.
    ...colorSchemes[prebuilt.defaultColorScheme],
    getCssVar: createGetCssVar(prebuilt.cssVarPrefix),
    getColorSchemeSelector: createGetColorSchemeSelector(cssVariables.colorSchemeSelector),
    vars,
    generateThemeVars: () => vars,
    generateSpacing(this: Theme) {
      return createSpacing(undefined, createUnarySpacing(this));
    },
  };
  theme.spacing = theme.generateSpacing();
  return theme as Theme;
}

export const appTheme = createAppTheme();
