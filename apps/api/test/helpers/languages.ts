/**
 * What a test expects in each interface language, written once: a text in the four languages from its
 * lt, ru and eng forms (uz is the lt text in Cyrillic, as the catalogue gives it where it holds no
 * override), the rows `it.each` takes, and the messages many tests check.
 */
import { type Language, LANGUAGES } from '@portal/contracts';
import { latinToCyrillic } from '@portal/domain';

export type InFour = Record<Language, string>;

/** A text in the four languages; uz: latinToCyrillic(lt). */
export const inFour = (lt: string, ru: string, eng: string): InFour => ({
  lt,
  uz: latinToCyrillic(lt),
  ru,
  eng,
});

/** Each language with its text, in LANGUAGES' order: `it.each(byLanguage(FIELD_MANDATORY))`. */
export const byLanguage = (texts: InFour) => LANGUAGES.map((lang): [Language, string] => [lang, texts[lang]]);

/** A required field left empty (`validation.fieldMandatory`). */
export const FIELD_MANDATORY = inFour(
  'Bu maydon boʻsh boʻlishi mumkin emas',
  'Это поле не может быть пустым',
  'This field can not be empty',
);
