import fs from 'node:fs';
import path from 'node:path';
import { createTheme, getContrastRatio, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appTheme } from './app-theme';
import { prebuiltThemeData, themeVariablesCss } from './prebuild-theme';
import { PREBUILT_THEME } from './prebuilt-theme';
import { appThemeOptions } from './theme-options';

/** The theme as MUI creates it from the same options, as the browser did at every start before. */
const created = createTheme(appThemeOptions);

/** The theme components read: what MUI's provider makes of the theme it is given. */
function providedTheme(theme: Theme): Theme {
  let provided: Theme | undefined;
  function Reader() {
    provided = useTheme();
    return null;
  }
  render(
    <ThemeProvider theme={theme} disableStyleSheetGeneration>
      <Reader />
    </ThemeProvider>,
  );
  return provided!;
}

// What only MUI's creation of the variables and their stylesheet reads (the stylesheet is in the
// page, and the provider is told not to draw it: theme-provider.tsx).
const NOT_NEEDED_AFTER_CREATION = ['shouldSkipGeneratingVar', 'generateStyleSheets'];

function functionPaths(value: unknown, path = '', ancestors: unknown[] = []): string[] {
  if (!value || typeof value !== 'object' || ancestors.includes(value)) return [];
  return Object.entries(value).flatMap(([key, member]) =>
    typeof member === 'function' ? [`${path}${key}`] : functionPaths(member, `${path}${key}.`, [...ancestors, value]),
  );
}

const dataOf = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the app theme', () => {
  it('is built from files that hold what MUI creates from theme-options.ts (else run npm run generate:theme)', () => {
    expect(PREBUILT_THEME).toEqual(prebuiltThemeData(created));
    const stylesheet = fs.readFileSync(path.join(__dirname, 'theme-variables.css'), 'utf8');
    expect(stylesheet.slice(stylesheet.indexOf('*/\n') + 3)).toBe(`${themeVariablesCss(created)}\n`);
  });

  it("writes a letter avatar's initial readably in both schemes (WCAG AA, 4.5:1)", () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { palette } = created.colorSchemes[scheme]!;
      // MUI's Avatar without a photo: the initial in the page's background colour on Avatar.defaultBg.
      expect(getContrastRatio(palette.background.default, palette.Avatar.defaultBg), scheme).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reaches components with the data of the theme MUI creates', () => {
    expect(dataOf(providedTheme(appTheme))).toEqual(dataOf(providedTheme(created)));
  });

  it('reaches components with the functions of the theme MUI creates', () => {
    const expected = functionPaths(providedTheme(created)).filter((path) => !NOT_NEEDED_AFTER_CREATION.includes(path));
    expect(functionPaths(providedTheme(appTheme)).sort()).toEqual(expected.sort());
  });

  it('answers as the theme MUI creates', () => {
    const answers = (theme: Theme) => {
      const { breakpoints, transitions, typography, palette, colorSchemes } = theme;
      return {
        spacing: [theme.spacing(2), theme.spacing(1, 'auto', 0.5), theme.generateSpacing()(3)],
        breakpoints: [breakpoints.up('md'), breakpoints.down('sm'), breakpoints.between('sm', 'lg'), breakpoints.only('md'), breakpoints.not('xs')],
        containerQueries: [theme.containerQueries.up('md'), theme.containerQueries('sidebar').down(400)],
        transitions: [transitions.create(['opacity', 'transform'], { duration: 200 }), transitions.getAutoHeightDuration(300)],
        pxToRem: typography.pxToRem(14),
        applyStyles: theme.applyStyles('dark', { color: 'red' }),
        colorSchemeSelector: theme.getColorSchemeSelector('dark'),
        cssVar: theme.getCssVar('palette-primary-main', 'palette-secondary-main'),
        colours: [theme.alpha('#2e7d32', 0.5), theme.lighten('#2e7d32', 0.2), theme.darken('#f48fb1', 0.2)],
        contrastText: [palette.getContrastText('#c2185b'), colorSchemes.dark!.palette!.getContrastText!('#81c784')],
        augmented: colorSchemes.dark!.palette!.augmentColor!({ color: { main: '#123456' } }),
        sx: theme.unstable_sx({ p: 2, mx: 'auto', color: 'primary.main', bgcolor: 'background.paper', borderRadius: 1, border: 1, width: 0.5 }),
        themeVars: theme.generateThemeVars(),
      };
    };
    expect(answers(providedTheme(appTheme))).toEqual(answers(providedTheme(created)));
    expect(answers(providedTheme(appTheme)).sx).toMatchObject({ padding: 'calc(2 * var(--mui-spacing))', color: 'var(--mui-palette-primary-main)' });
  });

  it('writes every variable of each colour scheme under its selector, as MUI would have inserted them', () => {
    const style = document.createElement('style');
    style.textContent = themeVariablesCss(created);
    document.head.append(style);
    // jsdom's parser drops some of the spaces a value is written with.
    const value = (text: unknown) => String(text).replace(/\s+/g, '');
    const written = [...style.sheet!.cssRules].map((rule) => {
      const { selectorText, style: declarations } = rule as CSSStyleRule;
      return [selectorText, Object.fromEntries([...declarations].map((name) => [name, value(declarations.getPropertyValue(name))]))] as const;
    });
    const sheets = created.generateStyleSheets().flatMap((sheet: Record<string, Record<string, unknown>>) => Object.entries(sheet));
    const expected = sheets.map(([selector, declarations]) => [
      selector,
      Object.fromEntries(Object.entries(declarations).map(([name, text]) => [name === 'colorScheme' ? 'color-scheme' : name, value(text)])),
    ]);
    expect(written).toEqual(expected);
    expect(written.map(([, declarations]) => Object.keys(declarations).length)).toEqual([49, 156, 184]);
  });
});
