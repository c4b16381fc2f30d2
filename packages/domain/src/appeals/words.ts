/**
 * Counting the words of a text the way a person would (spec section 5: an appeal's exact content has at
 * most 2500 words), in Uzbek Latin, Uzbek Cyrillic, Russian and English alike:
 * - a word is a run of letters (any script, with their combining marks) and digits;
 * - an apostrophe or a hyphen between two such runs keeps them one word: oʻgʻli, o'g'li, ko‘cha,
 *   ilmiy-tadqiqot, 2-й, e-mail (the Uzbek ʻ and ʼ are letters already);
 * - a dot, comma, colon or slash between two digits keeps a number one word: 12.03.2025, 1,5, 3/4;
 * - punctuation, dashes, emoji and white space of any kind separate words and are not words.
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’‘`\-‐‑]|(?<=\p{N})[.,:/](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;

/** The number of words in `text`. */
export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n++;
  return n;
}
