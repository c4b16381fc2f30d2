/**
 * The texts of a content item in the four languages, a tab each (lt, uz, ru, eng): the uz tab says that
 * left empty it is the lt text transliterated. Each tab holds the item's `texts` in its language, whose
 * form keys end with the language (`titleLt`, `bodyRu`): a line, or a text area of `rows` lines.
 */
import { Tabs, Text, Textarea, TextInput } from '@mantine/core';
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

/** One text of the item, written in each language. */
export interface LanguageText {
  /** The form key without its language (`title`: `titleLt`, `titleRu`, …). */
  name: string;
  label: string;
  description?: string;
  /** A text area of at least `min` lines, growing to `max`; a one-line input when absent. */
  rows?: { min: number; max?: number };
}

export function LanguageTabs({
  value,
  onChange,
  testId,
  texts,
  field,
}: {
  value: TextLanguage;
  onChange: (language: TextLanguage) => void;
  /** The tabs' test ids: `<testId>-lang-lt`, …; the texts': `<testId>-<name>-lt`, … */
  testId: string;
  texts: readonly LanguageText[];
  /** The form's field props by key, label and test id (kit/form contractFields). */
  field: (key: string, label: string, testId: string) => object;
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
          {texts.map(({ name, label, description, rows }, i) => {
            const props = field(`${name}${l}`, label, `${testId}-${name}-${l.toLowerCase()}`);
            const mt = i === 0 ? undefined : 'sm';
            return rows ? (
              <Textarea
                key={name}
                description={description}
                minRows={rows.min}
                maxRows={rows.max}
                mt={mt}
                {...props}
              />
            ) : (
              <TextInput key={name} description={description} mt={mt} {...props} />
            );
          })}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
