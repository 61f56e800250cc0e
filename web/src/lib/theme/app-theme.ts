import { createTheme } from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from '@yardsale/core/constants';

export function createAppTheme(mode: 'light' | 'dark') {
  return createTheme({
    palette: {
      mode,
      // WCAG AA for text on coloured buttons and toasts (MUI's default threshold of 3 allows white on light red).
      contrastThreshold: 4.5,
      primary: { main: mode === 'light' ? '#2e7d32' : '#81c784' },
      secondary: { main: mode === 'light' ? '#c2185b' : '#f48fb1' },
      background: mode === 'light' ? { default: '#f7f8f6', paper: '#ffffff' } : { default: '#121412', paper: '#1c1f1c' },
    },
    // The spec's mobile breakpoint is 768 px: phones below it, tablets and desktops from it.
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 12 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
