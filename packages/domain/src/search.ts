/**
 * The one rule of text search (docs/domain.md "Search"): whatever a search, a directory or a reference
 * look-up compares, both sides go through `searchKey` here in TypeScript and `portal_search_text` in SQL
 * (apps/api/drizzle, the same rule as an immutable function, indexed where a list query uses it).
 * Lower case; every apostrophe form of oʻ, gʻ and the tutuq belgisi ʼ and every quotation mark dropped
 * ("Gʻulomov", "G'ulomov", "Gulomov" and «Himoya», "Himoya", Himoya are the same); Cyrillic read as
 * Uzbek Latin letter by letter (Адолат = Adolat, Алиева = Aliyeva, Шоҳруҳ = Shohruh), so a name is found
 * in whichever script it was written or typed; runs of white space one space.
 */
/** Every character written as the apostrophe of oʻ and gʻ or as the tutuq belgisi ʼ. */
export const APOSTROPHE_FORMS = "'‘’ʻ`ʼ";

/** Every quotation mark around a name ("…", “…”, „…“, «…»). */
export const QUOTE_FORMS = '"“”„«»‟';

const DROPPED = new RegExp(`[${APOSTROPHE_FORMS}${QUOTE_FORMS}]`, 'gu');
const SPACES = /\s+/gu;

/** A text as search compares it (the same as SQL `portal_search_text`). */
export function searchKey(text: string): string {
  const key = text.toLowerCase().replace(DROPPED, '');
  // Most texts are plain Latin: only those with other characters go through the letter table.
  return (ONLY_ASCII.test(key) ? key : latinOf(key)).replace(SPACES, ' ').trim();
}

/** Whether `text` contains what `search` asks for, by the rule (an empty search finds everything). */
export function searchMatches(text: string, search: string): boolean {
  return searchKey(text).includes(searchKey(search));
}

/** Cyrillic read as Uzbek Latin, letter by letter (lower case). */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

const ONLY_ASCII = /^[ -~]*$/u;

/**
 * Cyrillic е is "ye" at a word's start and after a vowel (Ергаш = Yergash, Алиева = Aliyeva), "e"
 * elsewhere. The letters are listed, not given as a range, so SQL reads the class the same way.
 */
const CYRILLIC_YE = /(^|[^абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ]|[аеёиоуыэюяў])е/gu;

/** Lower-case text with its Cyrillic read as Uzbek Latin (SQL: `portal_search_text`, the same steps). */
function latinOf(key: string): string {
  return Array.from(key.replace(CYRILLIC_YE, '$1ye'), (ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('');
}

/** Most words a word search may have; more are ignored. */
const MAX_WORDS = 6;

/**
 * The words of a word search (the lawyer directory: each word must begin a word of the name or the
 * certificate number, `karim jas` finds Karimov Jasur): the search key (Cyrillic read as Latin), split
 * into letters and digits only (safe as LIKE prefixes), at most 6 words of 40 characters.
 */
export function searchWords(search: string): string[] {
  return searchKey(search)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.slice(0, 40))
    .slice(0, MAX_WORDS);
}
