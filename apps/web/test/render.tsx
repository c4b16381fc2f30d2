/** Renders a piece of the SPA as the app shows it: inside the theme provider (Mantine and the portal's themes). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppThemeProvider } from '../src/theme/app-theme-provider';

export function renderInTheme(ui: ReactElement) {
  return render(<AppThemeProvider env="test">{ui}</AppThemeProvider>);
}
