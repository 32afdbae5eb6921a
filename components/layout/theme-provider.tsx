'use client';

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { themeCookie, type ThemeChoice } from './theme-state';

interface ThemeApi {
  theme: ThemeChoice;
  setTheme: (theme: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeApi | null>(null);

/**
 * Puts the device's theme on a wrapper the global CSS keys off (`:root:has([data-theme=…])`, in
 * app/globals.css), from the cookie on the server and from the switch afterwards: a new choice
 * applies at once, without a reload, and is in the cookie for the next request.
 */
export function ThemeProvider({ initial, children }: { initial: ThemeChoice; children: ReactNode }) {
  const [theme, setThemeState] = useState(initial);
  // A server render with another cookie (set in another tab, then a refresh) wins.
  const [rendered, setRendered] = useState(initial);
  if (rendered !== initial) {
    setRendered(initial);
    setThemeState(initial);
  }
  const setTheme = useCallback((next: ThemeChoice) => {
    document.cookie = themeCookie(next);
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return (
    <ThemeContext value={value}>
      <div data-theme={theme}>{children}</div>
    </ThemeContext>
  );
}

/** The device's theme and its setter, or null outside the signed-in layouts (they follow the system). */
export function useTheme(): ThemeApi | null {
  return use(ThemeContext);
}
