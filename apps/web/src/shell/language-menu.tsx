/** The language menu of the header: each language named in itself; switching changes every text at once. */
import { isLanguage, LANGUAGES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, HTML_LANG, LANGUAGE_NAMES } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { LanguageTrigger } from './header-triggers';
import { HeaderRadioMenu } from './header-radio-menu';

const CHOICES = LANGUAGES.map((code) => ({
  value: code,
  label: LANGUAGE_NAMES[code],
  lang: HTML_LANG[code],
  testId: `language-${code}`,
}));

export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <HeaderRadioMenu
      Trigger={LanguageTrigger}
      label={t('language.label')}
      width={190}
      value={language}
      choices={CHOICES}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    />
  );
}
