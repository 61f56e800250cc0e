import '@mui/material/styles';

// The app's theme is created with CSS variables (theme-options.ts): MUI's types then say so too.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
