/** The accessibility switch of the header: a light trigger; the menu itself (a11y-theme-menu.tsx) loads on first use. */
import { ActionIcon } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { useA11yTheme } from '../theme/app-theme-provider';
import { DeferredMenu } from './deferred-menu';

const load = lazyWithRetry(() => import('./a11y-theme-menu'));
const A11yThemeMenu = lazy(load);

export function A11yThemeSwitch() {
  const { t } = useTranslation('shell');
  const { theme } = useA11yTheme();
  return (
    <DeferredMenu
      Menu={A11yThemeMenu}
      preload={() => void load().catch(() => undefined)}
      trigger={(props) => (
        <ActionIcon
          variant={theme === 'USUAL' ? 'subtle' : 'filled'}
          color={theme === 'USUAL' ? 'var(--mantine-color-text)' : undefined}
          size="xl"
          aria-label={t('a11y.label')}
          data-testid="a11y-theme-switch"
          {...props}
        >
          <IconEye size={24} aria-hidden="true" />
        </ActionIcon>
      )}
    />
  );
}
