import { describe, expect, it } from 'vitest';
import { personalDataShapes } from './forum';

describe('personal data in a forum post', () => {
  it.each([
    ['Mijoz 31204857260015 haqida', ['PINFL']],
    ['JShShIR: 3120 4857 2600 15', ['PINFL']],
    ['3 1 2 0 4 8 5 7 2 6 0 0 1 5', ['PINFL']],
    ['pasport AB1234567', ['PASSPORT']],
    ['pasport ab 1234567 va 41502937460021', ['PINFL', 'PASSPORT']],
  ])('finds the identifiers in "%s"', (text, shapes) => {
    expect(personalDataShapes(text)).toEqual(shapes);
  });

  it.each([
    'Ish raqami 12-345/2026, 2026-yil 14-noyabr',
    'Telefon +998 90 123 45 67',
    'Hisob raqami 20208000900123456001',
    'Modda 1234567 emas, ABC1234567 ham emas',
  ])('leaves "%s" alone', (text) => {
    expect(personalDataShapes(text)).toEqual([]);
  });
});
