/** The language picker of the header: a light trigger; the menu itself (language-menu.tsx) loads on first use. */
import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { DeferredMenu } from './deferred-menu';

const load = lazyWithRetry(() => import('./language-menu'));
const LanguageMenu = lazy(load);

export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <DeferredMenu
      Menu={LanguageMenu}
      preload={() => void load().catch(() => undefined)}
      trigger={(props) => (
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
          <span lang={HTML_LANG[language]}>{LANGUAGE_NAMES[language]}</span>
        </Button>
      )}
    />
  );
}
