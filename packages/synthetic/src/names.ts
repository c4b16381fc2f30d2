import type { Gender } from './pinfl';

/** How a patronymic is written: Russian-style (Bahodirovich) or Uzbek-style (Bahodir oʻgʻli). */
export type PatronymicStyle = 'SUFFIX' | 'UZBEK';

const VOWEL_END = /[aeiou]$/i;
const SIBILANT_END = /(sh|ch)$/i;

/**
 * The patronymic from the father's given name.
 * - SUFFIX: after a vowel -yevich / -yevna (Abdulla -> Abdullayevich), after sh or ch -evich / -evna
 *   (Ergash -> Ergashevich), otherwise -ovich / -ovna (Bahodir -> Bahodirovna).
 * - UZBEK: "<father> oʻgʻli" for a son, "<father> qizi" for a daughter.
 */
export function patronymicOf(fatherName: string, gender: Gender, style: PatronymicStyle): string {
  if (style === 'UZBEK') return `${fatherName} ${gender === 'MALE' ? 'oʻgʻli' : 'qizi'}`;
  const stem = VOWEL_END.test(fatherName) ? 'y' : SIBILANT_END.test(fatherName) ? '' : 'o';
  const joint = stem === 'o' ? 'o' : `${stem}e`;
  return `${fatherName}${joint}${gender === 'MALE' ? 'vich' : 'vna'}`;
}

/** The surname in the person's gender: the female form of Karimov is Karimova. */
export function surnameFor(maleSurname: string, gender: Gender): string {
  return gender === 'MALE' ? maleSurname : `${maleSurname}a`;
}

/** ASCII letters of a name for an e-mail address: ʻ, ʼ, hyphens and spaces dropped, lower case. */
export function asciiSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}
