/**
 * The stored accessibility theme on the whole page: `<html data-a11y-theme>` with Mantine's colour scheme
 * beside it (data-mantine-color-scheme: BLIND2 is dark) and the browser's theme colour. Each theme's
 * colours are CSS variables under those attributes (shell-variables.css for the parts drawn without
 * Mantine, mantine-scope.tsx for the rest), so a switch re-renders only the components that show the theme
 * itself (useA11yTheme). Switching persists the choice. Needs no Mantine: the home page's first load runs
 * it.
 */
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo } from 'react';
import { setStored } from '../storage/browser-storage';
import { useStored } from '../storage/use-stored';
import { type A11yTheme, colorSchemeFor, DEFAULT_A11Y_THEME, THEME_COLOR } from './a11y-themes';

interface A11yThemeState {
  theme: A11yTheme;
  setTheme: (theme: A11yTheme) => void;
}

const A11yThemeContext = createContext<A11yThemeState>({ theme: DEFAULT_A11Y_THEME, setTheme: () => {} });

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

/** The stored theme: a switch re-renders this and the readers of useA11yTheme, not `children`. */
export function A11yThemeProvider({ children }: { children: ReactNode }) {
  const theme = useStored('a11yTheme') ?? DEFAULT_A11Y_THEME;
  const setTheme = useCallback((next: A11yTheme) => setStored('a11yTheme', next), []);
  const state = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);

  useLayoutEffect(() => applyA11yThemeToDocument(theme), [theme]);

  return <A11yThemeContext.Provider value={state}>{children}</A11yThemeContext.Provider>;
}

/** The current accessibility theme and its switch. */
export function useA11yTheme(): A11yThemeState {
  return useContext(A11yThemeContext);
}
