/**
 * The one rule of the directory's name search, in JavaScript to match `portal_search_text` in SQL:
 * lower case, Cyrillic read as Uzbek Latin, apostrophes of oʻ/gʻ and the sign ʼ dropped; each word of
 * the search must begin a word of the name or the certificate number (`karim jas` finds Karimov Jasur);
 * words keep letters and digits only, so they are safe as LIKE prefixes.
 */
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

const ONLY_ASCII = /^[ -~]*$/;

/** Most words a search may have; more are ignored. */
const MAX_WORDS = 6;

/** The words of a search, normalised as the search vector is. */
export function searchWords(search: string): string[] {
  const lower = search.toLowerCase();
  // Most searches are plain Latin: only those with other characters go through the letter table.
  const latin = (
    ONLY_ASCII.test(lower) ? lower : Array.from(lower, (ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('')
  ).replace(/[ʻʼ'‘’`]/g, '');
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.slice(0, 40))
    .slice(0, MAX_WORDS);
}
