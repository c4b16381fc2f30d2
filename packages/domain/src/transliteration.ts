/**
 * Uzbek Latin -> Uzbek Cyrillic transliteration (integrations.md, "Uzbek Latin and Cyrillic").
 *
 * Rules, applied word by word: sh->ш, ch->ч, yo->ё, yu->ю, ya->я, ye->е, oʻ->ў, gʻ->ғ, x->х, h->ҳ, q->қ,
 * y->й, ʼ->ъ, e->э at a word's start or after a vowel (else е), ts->ц after a vowel; every other letter
 * one to one. Case is kept per letter, so `Sh` and `SH` both give `Ш`. A short list of real words whose
 * Cyrillic spelling differs from the rules (ц, ь, я) is applied as word stems. Text that is not Uzbek
 * Latin (Cyrillic, digits, URLs, e-mail addresses, file names, codes like AA1234567, acronyms like PDF,
 * Roman numerals, foreign words written with c or w, i18next placeholders, markup tags) is left alone.
 */
import { APOSTROPHE_FORMS } from './search';

/** Every character accepted as the apostrophe of oʻ and gʻ and as the tutuq belgisi ʼ. */
const APOSTROPHES = APOSTROPHE_FORMS;
const APOS = `[${APOSTROPHE_FORMS}]`;

const ONE_TO_ONE: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/**
 * A real word whose Cyrillic spelling the rules cannot produce. `latin` is a lower-case stem (apostrophes
 * written ʻ); `soft` adds ь when the stem ends the word (Uzbek Cyrillic drops it before suffixes:
 * `феврал` + `даги`); `beforeConsonant` matches the stem only when the word ends there or a consonant
 * follows, for stems that begin other words too (`sirka` is vinegar, not a circus).
 */
interface StemException {
  latin: string;
  cyrillic: string;
  soft?: boolean;
  beforeConsonant?: boolean;
}

const STEM_EXCEPTIONS: readonly StemException[] = [
  { latin: 'yanvar', cyrillic: 'январ', soft: true },
  { latin: 'fevral', cyrillic: 'феврал', soft: true },
  { latin: 'aprel', cyrillic: 'апрел', soft: true },
  { latin: 'iyun', cyrillic: 'июн', soft: true },
  { latin: 'iyul', cyrillic: 'июл', soft: true },
  { latin: 'sentabr', cyrillic: 'сентябр', soft: true },
  { latin: 'oktabr', cyrillic: 'октябр', soft: true },
  { latin: 'noyabr', cyrillic: 'ноябр', soft: true },
  { latin: 'dekabr', cyrillic: 'декабр', soft: true },
  { latin: 'avtomobil', cyrillic: 'автомобил', soft: true },
  { latin: 'portfel', cyrillic: 'портфел', soft: true },
  { latin: 'parol', cyrillic: 'парол', soft: true },
  { latin: 'profil', cyrillic: 'профил', soft: true },
  { latin: 'kalendar', cyrillic: 'календар', soft: true },
  { latin: 'filtr', cyrillic: 'фильтр' },
  { latin: 'sirk', cyrillic: 'цирк', beforeConsonant: true },
  { latin: 'sentr', cyrillic: 'центр', beforeConsonant: true },
  { latin: 'tsex', cyrillic: 'цех' },
  { latin: 'aktsiya', cyrillic: 'акция' },
  { latin: 'aksiya', cyrillic: 'акция' },
  { latin: 'konstitutsiya', cyrillic: 'конституция' },
  { latin: 'militsiya', cyrillic: 'милиция' },
  { latin: 'kontsert', cyrillic: 'концерт' },
  { latin: 'konsert', cyrillic: 'концерт' },
  { latin: 'kompyuter', cyrillic: 'компьютер' },
  { latin: 'moʻjiz', cyrillic: 'мўъжиз' },
  { latin: 'moʻtabar', cyrillic: 'мўътабар' },
  { latin: 'moʻtadil', cyrillic: 'мўътадил' },
];

/** Latin-script words and acronyms that Uzbek Cyrillic texts keep in Latin letters. */
const KEPT_LATIN = new Set([
  'API',
  'GPS',
  'HTML',
  'ID',
  'IP',
  'IT',
  'JSON',
  'OTP',
  'PDF',
  'QR',
  'SMS',
  'URL',
  'USB',
  'XML',
  'OneID',
  'Payme',
  'Google',
  'YouTube',
]);

/** Spans never transliterated: placeholders, tags, entities, URLs, e-mails, domains, file names, paths, E-IMZO. */
const PROTECTED_SPAN = new RegExp(
  [
    String.raw`\{\{[^}]*\}\}`,
    String.raw`<\/?[A-Za-z][^<>]*>`,
    String.raw`&[A-Za-z]+;`,
    String.raw`\b(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|www\.)[^\s<>"]*`,
    String.raw`\b(?:mailto|tel):[^\s<>"]+`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`\b[\w-]+(?:\.[\w-]+)*\.(?:uz|com|org|net|ru|gov|edu|io|info|pdf|docx?|xlsx?|jpe?g|png|zip)\b(?:\/[^\s<>"]*)?`,
    String.raw`(?<![\p{L}\p{N}])\/[\w./-]+`,
    String.raw`\bE-IMZO\b`,
  ].join('|'),
  'gu',
);

/** A word: letters and digits, with apostrophes inside (oʻ, gʻ, ʼ) and one allowed at the end (togʻ). */
const WORD = new RegExp(String.raw`[\p{L}\p{N}_]+(?:${APOS}[\p{L}\p{N}_]+)*${APOS}?`, 'gu');

const ROMAN_NUMERAL = /^(?=[MDCLXVI]{2,}$)M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

function isApostrophe(ch: string | undefined): boolean {
  return ch !== undefined && ch !== '' && APOSTROPHES.includes(ch);
}

function isUpper(ch: string | undefined): boolean {
  return ch !== undefined && ch !== ch.toLowerCase();
}

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && /^[a-z]$/i.test(ch);
}

/** Upper-cases `cyrillic` when the Latin letter it came from is upper case. */
function caseLike(cyrillic: string, latinFirst: string | undefined): string {
  return isUpper(latinFirst) ? cyrillic.toUpperCase() : cyrillic;
}

/** Whether `ts` at `i` (lower-case word `w`) is the letter ц rather than т + с. */
function isTse(w: string, i: number, afterVowel: boolean): boolean {
  const rest = w.slice(i + 2);
  if (rest.startsWith('h')) return false; // t + sh
  if (i === 0) return true; // no Uzbek word starts with т + с: tsement, tsentr
  if (/^i(?:ya|on|o)/.test(rest)) return true; // -tsiya, -tsion: funktsiya, instantsiya
  if (!afterVowel) return false;
  // Verb stems in -t before the suffixes -sa and -sin (ketsa, bitsin) keep т + с.
  return !rest.startsWith('a') && !/^in(?:lar|giz)?$/.test(rest);
}

/** Transliterates one word of Latin letters and apostrophes; `word` is the original, `w` lower case. */
function transliterateWord(word: string): string {
  const w = word.toLowerCase();
  const normalized = w.replace(new RegExp(APOS, 'g'), 'ʻ');
  let out = '';
  let i = 0;
  let afterVowel = false;

  const exception = findException(normalized);
  if (exception) {
    const source = word.slice(0, exception.latin.length);
    const allUpper = source.length > 1 && source === source.toUpperCase();
    const ending = exception.soft && normalized.length === exception.latin.length ? 'ь' : '';
    const stem = exception.cyrillic + ending;
    out = allUpper
      ? stem.toUpperCase()
      : isUpper(source[0])
        ? stem.charAt(0).toUpperCase() + stem.slice(1)
        : stem;
    i = exception.latin.length;
    afterVowel = VOWELS.has(exception.latin.charAt(i - 1));
  }

  while (i < w.length) {
    const c = w.charAt(i);
    const next = w[i + 1];
    const src = word[i];

    if (isApostrophe(c)) {
      const prev = w[i - 1];
      if (prev === 's' && next === 'h') {
        // Isʼhoq: the apostrophe only keeps s and h apart.
      } else if (isLetter(prev) && isLetter(next)) {
        out += isUpper(word[i - 1]) && isUpper(word[i + 1]) ? 'Ъ' : 'ъ';
      } else {
        out += src ?? c;
      }
      afterVowel = false;
      i += 1;
      continue;
    }

    if ((c === 'o' || c === 'g') && isApostrophe(next)) {
      out += caseLike(c === 'o' ? 'ў' : 'ғ', src);
      afterVowel = c === 'o';
      i += 2;
      continue;
    }

    if ((c === 's' || c === 'c') && next === 'h') {
      out += caseLike(c === 's' ? 'ш' : 'ч', src);
      afterVowel = false;
      i += 2;
      continue;
    }

    if (
      c === 'y' &&
      next !== undefined &&
      'aoue'.includes(next) &&
      !(next === 'o' && isApostrophe(w[i + 2]))
    ) {
      if (next === 'e') {
        // ye is е at a word's start and after a vowel (Yevropa, Mirziyoyev), ъе after a consonant (obyekt).
        const hard = i > 0 && !afterVowel ? caseLike('ъ', src) : '';
        out += hard + caseLike('е', hard ? word[i + 1] : src);
      } else {
        out += caseLike(next === 'a' ? 'я' : next === 'o' ? 'ё' : 'ю', src);
      }
      afterVowel = true;
      i += 2;
      continue;
    }

    if (c === 't' && next === 's' && isTse(w, i, afterVowel)) {
      out += caseLike('ц', src);
      afterVowel = false;
      i += 2;
      continue;
    }

    if (c === 's' && w[i - 1] === 'k' && /^s(?:iya|ion)/.test(w.slice(i))) {
      // Latin writes the ц of -кция as s: aksiya, funksiya, instruksiya.
      out += caseLike('ц', src);
      afterVowel = false;
      i += 1;
      continue;
    }

    if (c === 'e') {
      // э at a word's start and after a vowel (but not after i: klient, koeffitsient), е elsewhere.
      const hard = i === 0 || (afterVowel && w[i - 1] !== 'i');
      out += caseLike(hard ? 'э' : 'е', src);
      afterVowel = true;
      i += 1;
      continue;
    }

    out += caseLike(ONE_TO_ONE[c] ?? c, src);
    afterVowel = VOWELS.has(c);
    i += 1;
  }
  return out;
}

function findException(normalized: string): StemException | undefined {
  let best: StemException | undefined;
  for (const entry of STEM_EXCEPTIONS) {
    if (!normalized.startsWith(entry.latin)) continue;
    const following = normalized.charAt(entry.latin.length);
    if (entry.beforeConsonant && following !== '' && !/[bdfghjklmnpqrstvxyz]/.test(following)) continue;
    if (!best || entry.latin.length > best.latin.length) best = entry;
  }
  return best;
}

/** Transliterates one token matched by WORD, or returns it unchanged when it is not Uzbek Latin. */
function transliterateToken(token: string): string {
  if (!/[A-Za-z]/.test(token)) return token;
  // A number with a suffix (5ta, 10dan) keeps its digits; any other mix of digits and letters is a code.
  const numbered = /^(\d+)([a-z'‘’ʻ`ʼ]+)$/.exec(token);
  if (numbered) return (numbered[1] ?? '') + transliterateToken(numbered[2] ?? '');
  if (!new RegExp(String.raw`^[A-Za-z]+(?:${APOS}[A-Za-z]+)*${APOS}?$`).test(token)) return token;
  if (KEPT_LATIN.has(token) || ROMAN_NUMERAL.test(token)) return token;
  // Uzbek Latin has no w, and c only in ch: such words are foreign names (Microsoft, Windows).
  if (/w|c(?!h)/i.test(token)) return token;
  return transliterateWord(token);
}

function transliterateFree(text: string): string {
  return text.replace(WORD, transliterateToken);
}

/**
 * Transliterates Uzbek Latin text to Uzbek Cyrillic, keeping case, digits, punctuation, URLs,
 * e-mail addresses, codes and any text already in Cyrillic. Text with no Latin letters comes back unchanged.
 */
export function latinToCyrillic(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED_SPAN)) {
    const start = match.index;
    out += transliterateFree(text.slice(last, start)) + match[0];
    last = start + match[0].length;
  }
  return out + transliterateFree(text.slice(last));
}
