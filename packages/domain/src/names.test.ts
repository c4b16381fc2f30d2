import { describe } from 'vitest';
import { itMapsEach } from './test-cases';
import { nameCase } from './names';

describe('nameCase', () => {
  itMapsEach(nameCase, 'capitalises each word and each part of a hyphenated name', [
    ['KARIMOV', 'Karimov'],
    [' YOʻLDOSHEV ', 'Yoʻldoshev'],
    ['ABDULLAYEVA-KARIMOVA', 'Abdullayeva-Karimova'],
    ['BAHODIROVICH', 'Bahodirovich'],
    ['ИВАНОВ', 'Иванов'],
  ]);

  itMapsEach(nameCase, 'keeps the patronymic suffixes in lower case, as the registry writes them', [
    ['ULUGʻBEK OʻGʻLI', 'Ulugʻbek oʻgʻli'],
    ["SHAVKAT O'G'LI", "Shavkat o'g'li"],
    ['SHAVKAT O‘G‘LI', 'Shavkat o‘g‘li'],
    ['ISMOIL QIZI', 'Ismoil qizi'],
    ['Ismoil qizi', 'Ismoil qizi'],
    ['ШАВКАТ ЎҒЛИ', 'Шавкат ўғли'],
    ['ИСМОИЛ ҚИЗИ', 'Исмоил қизи'],
  ]);

  itMapsEach(nameCase, 'capitalises a suffix-like word standing alone (it is then a name, not a suffix)', [
    ['QIZI', 'Qizi'],
  ]);
});
