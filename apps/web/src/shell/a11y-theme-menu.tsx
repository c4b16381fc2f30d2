/**
 * The accessibility menu of the header (loaded on first use, see a11y-theme-switch.tsx): USUAL, BLIND
 * (black on white) and BLIND2 (white on black).
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { A11Y_THEMES, isA11yTheme } from '../theme/a11y-themes';
import { useA11yTheme } from '../theme/app-theme-provider';
import { A11yThemeTrigger } from './header-triggers';

export default function A11yThemeMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('shell');
  const { theme, setTheme } = useA11yTheme();
  return (
    <Menu position="bottom-end" shadow="md" width={280} defaultOpened={defaultOpened}>
      <Menu.Target>
        <A11yThemeTrigger />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('a11y.label')}>
        <Menu.RadioGroup
          value={theme}
          onChange={(value) => {
            if (isA11yTheme(value)) setTheme(value);
          }}
        >
          {A11Y_THEMES.map((name) => (
            <Menu.RadioItem key={name} value={name} closeMenuOnClick data-testid={`a11y-theme-${name}`}>
              {t(`a11y.${name}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
