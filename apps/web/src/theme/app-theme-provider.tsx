/**
 * The accessibility theme with Mantine around it, as the pages drawn with Mantine see it: for component
 * tests (the app puts the two apart, see a11y-theme.tsx and mantine-scope.tsx).
 */
import type { ReactNode } from 'react';
import { A11yThemeProvider } from './a11y-theme';
import { MantineScope } from './mantine-scope';

export { useA11yTheme } from './a11y-theme';

export function AppThemeProvider({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <A11yThemeProvider>
      <MantineScope env={env}>{children}</MantineScope>
    </A11yThemeProvider>
  );
}
