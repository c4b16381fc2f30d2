/** The current interface language as a React value (re-renders on switch); use it in query keys. */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
