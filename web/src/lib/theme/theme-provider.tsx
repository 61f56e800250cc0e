import { CssBaseline, ThemeProvider as MuiThemeProvider, useMediaQuery } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEMES, type Theme } from '@yardsale/core/constants';
import { createAppTheme } from './app-theme';
import { readStoredTheme, storeTheme } from './theme-storage';

interface ThemeChoice {
  theme: Theme;
  mode: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

interface ThemeProviderProps {
  userId?: string | null;
  /** The signed-in user's theme saved on the server: it wins over this device's stored choice. */
  accountTheme?: Theme;
  children: ReactNode;
}

export function ThemeProvider({ userId, accountTheme, children }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(userId));
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

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
  const muiTheme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ theme, mode, setTheme }), [theme, mode, setTheme]);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', muiTheme.palette.primary.main);
  }, [mode, muiTheme]);

  return (
    <ThemeChoiceContext.Provider value={value}>
      <MuiThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme />
        {children}
      </MuiThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}

export function useThemeChoice(): ThemeChoice {
  const choice = useContext(ThemeChoiceContext);
  if (!choice) throw new Error('useThemeChoice must be used inside ThemeProvider');
  return choice;
}
