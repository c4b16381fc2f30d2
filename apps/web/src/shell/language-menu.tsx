/**
 * The language menu of the header (loaded on first use, see language-picker.tsx): each language named
 * in itself; switching changes every text at once.
 */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { isLanguage, LANGUAGES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, HTML_LANG, LANGUAGE_NAMES } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { LanguageTrigger } from './header-triggers';

export default function LanguageMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={190} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageTrigger />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language.label')}>
        <Menu.RadioGroup
          value={language}
          onChange={(value) => {
            if (isLanguage(value)) void changeLanguage(value);
          }}
        >
          {LANGUAGES.map((code) => (
            <Menu.RadioItem
              key={code}
              value={code}
              lang={HTML_LANG[code]}
              closeMenuOnClick
              data-testid={`language-${code}`}
            >
              {LANGUAGE_NAMES[code]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
