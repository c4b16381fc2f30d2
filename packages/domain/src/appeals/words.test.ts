import { describe, expect, it } from 'vitest';
import { countWords } from './words';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['— … !!! 🙂', 0],
    // Uzbek Latin with each apostrophe people type in oʻ and gʻ
    ['Men oʻgʻlimning huquqlarini himoya qilishni soʻrayman.', 6],
    ["Men o'g'limning huquqlarini himoya qilishni so'rayman.", 6],
    ['Men o‘g‘limning huquqlarini himoya qilishni so’rayman.', 6],
    ['Taʼlim va maʼnaviyat', 3],
    // Uzbek Cyrillic and Russian
    ['Мен ўғлимнинг ҳуқуқларини ҳимоя қилишни сўрайман.', 6],
    ['Прошу защитить права моего сына — инвалида 2-й группы.', 8],
    // hyphenated words and numbers stay one word each
    ['ilmiy-tadqiqot ishlari, e-mail manzil', 4],
    ['12.03.2025 yildagi qaror, 1,5 million soʻm, 3/4 qismi', 8],
    ['Sentence one.Sentence two', 4],
    // line breaks, tabs and no-break spaces separate words
    ['birinchi\nikkinchi\tuchinchi\u00a0toʻrtinchi', 4],
    ['Tashkent,Samarqand;Buxoro', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts 2500 and 2501 words of mixed scripts exactly', () => {
    const words = ['huquq', 'ҳуқуқ', 'право', 'oʻgʻil', "so'rov", 'right'];
    const text = (n: number) => Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ');
    expect(countWords(text(2500))).toBe(2500);
    expect(countWords(`${text(2500)} ortiqcha`)).toBe(2501);
  });
});
