/**
 * Mantine for a part of the page: its CSS (the components' stylesheets, page-styles.ts), MantineProvider
 * with the portal's theme, and the stylesheet of the accessibility theme shown (portal-theme.ts
 * a11yThemeCss: every variable Mantine derives from the theme, per variant); and TanStack Query's client,
 * which only these parts use (the shell and the home page read through api/light-query.ts). The shell and
 * the home page are drawn without Mantine; every other page (router/mantine-layout.tsx) and the shell's
 * menus, drawers and toasts render inside a scope, so the home page's first load carries none of it.
 * Scopes side by side each set the same variables and share the page's one query client.
 */
import './page-styles';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { pageQueryClient } from '../api/query-client';
import { getStored } from '../storage/browser-storage';
import { colorSchemeFor, DEFAULT_A11Y_THEME } from './a11y-themes';
import { useA11yTheme } from './a11y-theme';
import { a11yThemeCss, PORTAL_THEME } from './portal-theme';
import { cssVariablesResolver } from './theme';

const storedScheme = () => colorSchemeFor(getStored('a11yTheme') ?? DEFAULT_A11Y_THEME);

/**
 * Mantine keeps no colour scheme of its own: it reads the accessibility theme's at start, and a switch
 * sets the scheme's attribute on <html> with the theme's (a11y-theme.tsx applyA11yThemeToDocument)
 * without telling Mantine, whose every component would re-render for it (no component of the portal
 * reads the scheme).
 */
const a11yColorScheme: MantineColorSchemeManager = {
  get: storedScheme,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/** The shown variant's stylesheet: a switch re-renders this, not the scope's children. */
function A11yThemeStyle() {
  const { theme } = useA11yTheme();
  return <style data-portal-a11y-themes="" dangerouslySetInnerHTML={{ __html: a11yThemeCss(theme) }} />;
}

/**
 * The page's query client (api/query-client.ts pageQueryClient) unless one is given around the scope
 * already (the prerender's, a test's).
 */
function QueryScope({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}

export function MantineScope({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider
      theme={PORTAL_THEME}
      defaultColorScheme={storedScheme()}
      colorSchemeManager={a11yColorScheme}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <A11yThemeStyle />
      <QueryScope>{children}</QueryScope>
    </MantineProvider>
  );
}

/**
 * A lazily loaded shell part (a drawer, a menu) as a component drawn inside its own scope: its hooks find
 * Mantine's provider and the query client.
 */
export function withMantineScope<P extends object>(Part: ComponentType<P>) {
  function Scoped(props: P) {
    return (
      <MantineScope>
        <Part {...props} />
      </MantineScope>
    );
  }
  Scoped.displayName = `withMantineScope(${Part.displayName ?? Part.name})`;
  return Scoped;
}

/** What a drawer of the shell is opened and closed with. */
export interface DrawerProps {
  opened: boolean;
  onClose: () => void;
}
