import { APOSTROPHE_FORMS } from './search';

/** Every apostrophe form written in oʻ and gʻ (the modifier letter ʻ, quotes, the backtick). */
const APOS = `[${APOSTROPHE_FORMS}]`;

/**
 * The suffixes of Uzbek-style patronymics ("Shavkat oʻgʻli", "Ismoil qizi", "Шавкат ўғли", "Исмоил қизи"):
 * registries write them in lower case, and so do we.
 */
const PATRONYMIC_SUFFIX = new RegExp(`^(?:o${APOS}g${APOS}li|ugli|qizi|ўғли|угли|қизи|кизи)$`, 'u');

/**
 * A person's name as people write it, from the capitals of a national system: "KARIMOV" -> "Karimov",
 * "YOʻLDOSHEV" -> "Yoʻldoshev", each word (and each part of a hyphenated one) capitalised, except the
 * patronymic suffix after the father's name: "ULUGʻBEK OʻGʻLI" -> "Ulugʻbek oʻgʻli", "ДИЛШОД ҚИЗИ" ->
 * "Дилшод қизи".
 */
export function nameCase(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('uz')
    .replace(/(^|[\s-])(\p{L}[^\s-]*)/gu, (_m, sep: string, word: string) =>
      sep && PATRONYMIC_SUFFIX.test(word)
        ? sep + word
        : sep + word.charAt(0).toLocaleUpperCase('uz') + word.slice(1),
    );
}
