/**
 * Applies the stored accessibility theme to the whole page: `<html data-a11y-theme>` with Mantine's colour
 * scheme beside it (data-mantine-color-scheme: BLIND2 is dark) and the browser's theme colour. The colours
 * of each theme are CSS variables under those attributes (portal-theme.ts), so a switch re-renders only
 * the components that show the theme itself (useA11yTheme), not the portal under the one Mantine theme.
 * Switching persists the choice.
 */
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo } from 'react';
import { getStored, setStored } from '../storage/browser-storage';
import { useStored } from '../storage/use-stored';
import { type A11yTheme, DEFAULT_A11Y_THEME } from './a11y-themes';
import { a11yThemeCss, PORTAL_THEME } from './portal-theme';
import { colorSchemeFor, cssVariablesResolver, THEME_COLOR } from './theme';

interface A11yThemeState {
  theme: A11yTheme;
  setTheme: (theme: A11yTheme) => void;
}

const A11yThemeContext = createContext<A11yThemeState>({ theme: DEFAULT_A11Y_THEME, setTheme: () => {} });

const storedScheme = () => colorSchemeFor(getStored('a11yTheme') ?? DEFAULT_A11Y_THEME);

/**
 * Mantine keeps no colour scheme of its own: it reads the accessibility theme's at start, and a switch
 * sets the scheme's attribute on <html> with the theme's (applyA11yThemeToDocument) without telling
 * Mantine, whose every component would re-render for it (no component of the portal reads the scheme).
 */
const a11yColorScheme: MantineColorSchemeManager = {
  get: storedScheme,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/**
 * Marks the document with the theme: its colours, larger type and greyed images hang off these marks. A
 * switch is instant, as Mantine's own switch of colour scheme is: for that one restyle no colour
 * transition runs (hundreds of controls would each start one), global.css `data-a11y-theme-switching`.
 */
export function applyA11yThemeToDocument(theme: A11yTheme): void {
  const root = document.documentElement;
  const switching = root.dataset.a11yTheme !== undefined && root.dataset.a11yTheme !== theme;
  if (switching) root.dataset.a11yThemeSwitching = '';
  root.dataset.a11yTheme = theme;
  root.dataset.mantineColorScheme = colorSchemeFor(theme);
  // Transitions come back once a frame has been painted in the new theme (a frame's callbacks run before
  // its style is computed: the second frame's, after the first was painted).
  if (switching) {
    requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.a11yThemeSwitching));
  }
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = THEME_COLOR[theme];
}

export function AppThemeProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={PORTAL_THEME}
      defaultColorScheme={storedScheme()}
      colorSchemeManager={a11yColorScheme}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <A11yThemeState>{children}</A11yThemeState>
    </MantineProvider>
  );
}

/**
 * The stored theme and its stylesheet: a switch re-renders this and the readers of useA11yTheme, not
 * `children`.
 */
function A11yThemeState({ children }: { children: ReactNode }) {
  const theme = useStored('a11yTheme') ?? DEFAULT_A11Y_THEME;
  const setTheme = useCallback((next: A11yTheme) => setStored('a11yTheme', next), []);
  const state = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);

  useLayoutEffect(() => applyA11yThemeToDocument(theme), [theme]);

  return (
    <A11yThemeContext.Provider value={state}>
      <style data-portal-a11y-themes="" dangerouslySetInnerHTML={{ __html: a11yThemeCss(theme) }} />
      {children}
    </A11yThemeContext.Provider>
  );
}

/** The current accessibility theme and its switch. */
export function useA11yTheme(): A11yThemeState {
  return useContext(A11yThemeContext);
}
