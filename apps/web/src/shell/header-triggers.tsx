/**
 * The buttons that open the header's menus (header-radio-menu.tsx passes their menu-button props through
 * `props`): the language, named in itself, and the accessibility theme, filled while a high-contrast
 * theme is on.
 */
import { IconChevronDown, IconEye, IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { useA11yTheme } from '../theme/a11y-theme';
import controls from './controls.module.css';
import classes from './site-header.module.css';

export type TriggerProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

export function LanguageTrigger(props: TriggerProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <button
      type="button"
      className={`${controls.button} ${controls.subtle}`}
      aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[language]}`}
      data-testid="language-picker"
      {...props}
    >
      <IconLanguage size={20} aria-hidden="true" />
      <span lang={HTML_LANG[language]} className={classes.phoneHidden}>
        {LANGUAGE_NAMES[language]}
      </span>
      <IconChevronDown size={16} aria-hidden="true" />
    </button>
  );
}

export function A11yThemeTrigger(props: TriggerProps) {
  const { t } = useTranslation('shell');
  const { theme } = useA11yTheme();
  const look = theme === 'USUAL' ? controls.subtle : '';
  return (
    <button
      type="button"
      className={`${controls.button} ${controls.iconButton} ${look}`}
      aria-label={t('a11y.label')}
      data-testid="a11y-theme-switch"
      {...props}
    >
      <IconEye size={24} aria-hidden="true" />
    </button>
  );
}
