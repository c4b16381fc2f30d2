/**
 * Applies the stored accessibility theme to the whole page: the Mantine theme variant, the forced
 * colour scheme, `<html data-a11y-theme>` and the browser's theme colour. Switching persists the choice.
 */
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo } from 'react';
import { setStored } from '../storage/browser-storage';
import { useStored } from '../storage/use-stored';
import { type A11yTheme, DEFAULT_A11Y_THEME } from './a11y-themes';
import { colorSchemeFor, cssVariablesResolver, THEME_COLOR, themeFor } from './theme';

interface A11yThemeState {
  theme: A11yTheme;
  setTheme: (theme: A11yTheme) => void;
}

const A11yThemeContext = createContext<A11yThemeState>({ theme: DEFAULT_A11Y_THEME, setTheme: () => {} });

/** Mantine keeps no colour scheme of its own: the scheme follows the accessibility theme. */
const noColorSchemeStorage: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/** Marks the document with the theme (global.css enlarges type and greys images from it). */
export function applyA11yThemeToDocument(theme: A11yTheme): void {
  const root = document.documentElement;
  root.dataset.a11yTheme = theme;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = THEME_COLOR[theme];
}

export function AppThemeProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  const theme = useStored('a11yTheme') ?? DEFAULT_A11Y_THEME;
  const setTheme = useCallback((next: A11yTheme) => setStored('a11yTheme', next), []);
  const mantineTheme = useMemo(() => themeFor(theme), [theme]);
  const state = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);

  useLayoutEffect(() => applyA11yThemeToDocument(theme), [theme]);

  return (
    <A11yThemeContext.Provider value={state}>
      <MantineProvider
        theme={mantineTheme}
        forceColorScheme={colorSchemeFor(theme)}
        defaultColorScheme={colorSchemeFor(theme)}
        colorSchemeManager={noColorSchemeStorage}
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        {children}
      </MantineProvider>
    </A11yThemeContext.Provider>
  );
}

/** The current accessibility theme and its switch. */
export function useA11yTheme(): A11yThemeState {
  return useContext(A11yThemeContext);
}
