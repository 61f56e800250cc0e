import type { ThemeOptions } from '@mui/material/styles';
import { MOBILE_BREAKPOINT_PX } from '@yardsale/core/constants';

const PRIMARY = { light: '#2e7d32', dark: '#81c784' } as const;

// Behind a letter avatar's initial, which MUI writes in the page's background colour: MUI's own greys
// gave it 1.8:1 in light and 4.0:1 in dark; these give 5.9:1 and 10:1 (WCAG AA asks 4.5:1).
const LETTER_AVATAR_BG = { light: '#616161', dark: '#bdbdbd' } as const;

// WCAG AA for text on coloured buttons and toasts (MUI's default threshold of 3 allows white on light red).
const contrastThreshold = 4.5;

/**
 * One theme with both colour schemes as CSS variables: the markup is the same in light and dark, so
 * prerendered HTML hydrates under either, and <html data-theme> (set before paint) picks the colours.
 * The browser does not create it from these options: `npm run generate:theme` does, once (app-theme.ts).
 */
export const appThemeOptions = {
  cssVariables: { colorSchemeSelector: 'data-theme' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold,
        primary: { main: PRIMARY.light },
        secondary: { main: '#c2185b' },
        background: { default: '#f7f8f6', paper: '#ffffff' },
        Avatar: { defaultBg: LETTER_AVATAR_BG.light },
      },
    },
    dark: {
      palette: {
        contrastThreshold,
        primary: { main: PRIMARY.dark },
        secondary: { main: '#f48fb1' },
        background: { default: '#121412', paper: '#1c1f1c' },
        Avatar: { defaultBg: LETTER_AVATAR_BG.dark },
      },
    },
  },
  // The spec's mobile breakpoint is 768 px: phones below it, tablets and desktops from it.
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 12 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
} satisfies ThemeOptions;

/** The address bar's colour for a scheme (meta theme-color). */
export const themeColorOf = (scheme: 'light' | 'dark') => PRIMARY[scheme];
