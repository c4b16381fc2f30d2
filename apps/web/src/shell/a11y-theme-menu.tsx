/**
 * The accessibility menu of the header: USUAL, BLIND (black on white) and BLIND2 (white on black).
 */
import { useTranslation } from 'react-i18next';
import { A11Y_THEMES, isA11yTheme } from '../theme/a11y-themes';
import { useA11yTheme } from '../theme/a11y-theme';
import { A11yThemeTrigger } from './header-triggers';
import { HeaderRadioMenu } from './header-radio-menu';

export function A11yThemeMenu() {
  const { t } = useTranslation('shell');
  const { theme, setTheme } = useA11yTheme();
  return (
    <HeaderRadioMenu
      Trigger={A11yThemeTrigger}
      label={t('a11y.label')}
      width={280}
      value={theme}
      choices={A11Y_THEMES.map((name) => ({
        value: name,
        label: t(`a11y.${name}`),
        testId: `a11y-theme-${name}`,
      }))}
      onChange={(value) => {
        if (isA11yTheme(value)) setTheme(value);
      }}
    />
  );
}
