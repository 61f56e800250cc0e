import { CssBaseline, ThemeProvider as MuiThemeProvider, useColorScheme } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEMES, type Theme } from '@yardsale/core/constants';
import { appTheme, themeColorOf } from './app-theme';
import { readStoredTheme, storeTheme } from './theme-storage';

interface ThemeChoice {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

interface ThemeProviderProps {
  userId?: string | null;
  /** The signed-in user's theme saved on the server: it wins over this device's stored choice. */
  accountTheme?: Theme;
  children: ReactNode;
}

/** Hands the chosen theme to MUI, which sets <html data-theme>, and colours the address bar to match. */
function ColorSchemeSync({ theme }: { theme: Theme }) {
  const { setMode, colorScheme } = useColorScheme();
  useEffect(() => setMode(theme), [theme, setMode]);
  useEffect(() => {
    if (colorScheme) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColorOf(colorScheme));
  }, [colorScheme]);
  return null;
}

export function ThemeProvider({ userId, accountTheme, children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(userId));

  // Signing in or out switches to that person's stored choice (React's "adjust state on prop change").
  const [themeOwner, setThemeOwner] = useState(userId);
  if (themeOwner !== userId) {
    setThemeOwner(userId);
    setThemeState(readStoredTheme(userId));
  }

  // A theme chosen on another device arrives with the user: applied once per user and saved value.
  const accountChoice = userId && accountTheme && THEMES.includes(accountTheme) ? `${userId}:${accountTheme}` : null;
  const [appliedAccountChoice, setAppliedAccountChoice] = useState<string | null>(null);
  if (appliedAccountChoice !== accountChoice) {
    setAppliedAccountChoice(accountChoice);
    if (accountChoice && accountTheme) setThemeState(accountTheme);
  }
  useEffect(() => {
    if (accountChoice && accountTheme) storeTheme(accountTheme, userId);
  }, [accountChoice, accountTheme, userId]);

  const setTheme = useCallback(
    (next: Theme) => {
      storeTheme(next, userId);
      setThemeState(next);
    },
    [userId],
  );
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);

  // The choice is stored by theme-storage (per user, as the spec says), not by MUI. noSsr: the
  // markup is the same in both schemes (CSS variables), so MUI may know the scheme from the first
  // render; otherwise its context changes right after hydration and forces the screen's hydration
  // into one long synchronous task.
  //
  // The variables' stylesheet is in every page (theme-variables.css, put there by vite.config.ts):
  // MUI's provider would serialize it again at each start.
  //
  // Memoized on what it shows: this provider renders again whenever the session check or the
  // user's record changes.
  const themed = useMemo(
    () => (
      <MuiThemeProvider theme={appTheme} defaultMode={theme} storageManager={null} disableStyleSheetGeneration disableTransitionOnChange noSsr>
        <CssBaseline enableColorScheme />
        <ColorSchemeSync theme={theme} />
        {children}
      </MuiThemeProvider>
    ),
    [theme, children],
  );
  return <ThemeChoiceContext.Provider value={value}>{themed}</ThemeChoiceContext.Provider>;
}

export function useThemeChoice(): ThemeChoice {
  const choice = useContext(ThemeChoiceContext);
  if (!choice) throw new Error('useThemeChoice must be used inside ThemeProvider');
  return choice;
}
