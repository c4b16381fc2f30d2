import { describe, expect, it } from 'vitest';
import { nameCase } from './names';

describe('nameCase', () => {
  it('capitalises each word and each part of a hyphenated name', () => {
    expect(nameCase('KARIMOV')).toBe('Karimov');
    expect(nameCase(' YOʻLDOSHEV ')).toBe('Yoʻldoshev');
    expect(nameCase('ABDULLAYEVA-KARIMOVA')).toBe('Abdullayeva-Karimova');
    expect(nameCase('BAHODIROVICH')).toBe('Bahodirovich');
    expect(nameCase('ИВАНОВ')).toBe('Иванов');
  });

  it('keeps the patronymic suffixes in lower case, as the registry writes them', () => {
    expect(nameCase('ULUGʻBEK OʻGʻLI')).toBe('Ulugʻbek oʻgʻli');
    expect(nameCase("SHAVKAT O'G'LI")).toBe("Shavkat o'g'li");
    expect(nameCase('SHAVKAT O‘G‘LI')).toBe('Shavkat o‘g‘li');
    expect(nameCase('ISMOIL QIZI')).toBe('Ismoil qizi');
    expect(nameCase('Ismoil qizi')).toBe('Ismoil qizi');
    expect(nameCase('ШАВКАТ ЎҒЛИ')).toBe('Шавкат ўғли');
    expect(nameCase('ИСМОИЛ ҚИЗИ')).toBe('Исмоил қизи');
  });

  it('capitalises a suffix-like word standing alone (it is then a name, not a suffix)', () => {
    expect(nameCase('QIZI')).toBe('Qizi');
  });
});
