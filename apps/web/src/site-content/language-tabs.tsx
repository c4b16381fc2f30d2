/**
 * The texts of a content item in the four languages, a tab each (lt, uz, ru, eng): the uz tab says that
 * left empty it is the lt text transliterated. `fields(language)` draws a language's fields, whose keys
 * end with the language (`titleLt`, `bodyRu`).
 */
import { Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/i18n';

export const TEXT_LANGUAGES = ['Lt', 'Uz', 'Ru', 'Eng'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * A form's handler of refused values (form.onSubmit's second argument): shows the tab of the first
 * language with a refused field, if any.
 */
export function showFirstRefusedLanguage(show: (lang: TextLanguage) => void) {
  return (errors: Record<string, unknown>) => {
    const wrong = TEXT_LANGUAGES.find((l) => Object.keys(errors).some((k) => k.endsWith(l)));
    if (wrong) show(wrong);
  };
}

export function LanguageTabs({
  value,
  onChange,
  testId,
  fields,
}: {
  value: TextLanguage;
  onChange: (language: TextLanguage) => void;
  /** The tabs' test ids: `<testId>-lang-lt`, … */
  testId: string;
  fields: (language: TextLanguage) => ReactNode;
}) {
  const { t } = useTranslation('site-content');
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as TextLanguage)} keepMounted={false}>
      <Tabs.List>
        {TEXT_LANGUAGES.map((l) => (
          <Tabs.Tab key={l} value={l} data-testid={`${testId}-lang-${l.toLowerCase()}`}>
            {LANGUAGE_NAMES[l.toLowerCase() as Lowercase<TextLanguage>]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TEXT_LANGUAGES.map((l) => (
        <Tabs.Panel key={l} value={l} pt="sm">
          {l === 'Uz' && (
            <Text size="sm" c="dimmed" mb="xs">
              {t('uzHint')}
            </Text>
          )}
          {fields(l)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
