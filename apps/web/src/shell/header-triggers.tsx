/**
 * The buttons that open the header's menus, written once for the light stand-in (language-picker.tsx,
 * a11y-theme-switch.tsx: DeferredMenu passes its props) and for the real menu's target (language-menu.tsx,
 * a11y-theme-menu.tsx: Menu.Target passes its ref and handlers through `props`).
 */
import { ActionIcon, Button } from '@mantine/core';
import { IconChevronDown, IconEye, IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { useA11yTheme } from '../theme/app-theme-provider';
import classes from './site-header.module.css';

type TriggerProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/** The language trigger: the current language named in itself. */
export function LanguageTrigger(props: TriggerProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <Button
      variant="subtle"
      color="var(--mantine-color-text)"
      px="xs"
      leftSection={<IconLanguage size={20} aria-hidden="true" />}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[language]}`}
      data-testid="language-picker"
      {...props}
    >
      <span lang={HTML_LANG[language]} className={classes.phoneHidden}>
        {LANGUAGE_NAMES[language]}
      </span>
    </Button>
  );
}

/** The accessibility trigger: filled while a high-contrast theme is on. */
export function A11yThemeTrigger(props: TriggerProps) {
  const { t } = useTranslation('shell');
  const { theme } = useA11yTheme();
  return (
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
  );
}
