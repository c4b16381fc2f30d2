import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  it('gives each language and each parameter its own text, however often a text is asked for', () => {
    for (let round = 0; round < 2; round++) {
      expect(translate('eng', 'errors:validation.tooLong', { max: 20 })).toBe('Enter at most 20 characters');
      expect(translate('eng', 'errors:validation.tooLong', { max: 200 })).toBe(
        'Enter at most 200 characters',
      );
      expect(translate('eng', 'errors:validation.tooLong', { max: '20' })).toBe(
        'Enter at most 20 characters',
      );
      expect(translate('ru', 'errors:validation.tooLong', { max: 20 })).toBe(
        'Количество символов должно быть не больше 20',
      );
      expect(translate('lt', 'errors:validation.tooLong', { max: 20 })).toBe(
        'Koʻpi bilan 20 ta belgi kiriting',
      );
    }
  });

  it('translates with parameters JSON cannot hold whole, each call its own', () => {
    const circular: Record<string, unknown> = { max: 5 };
    circular.self = circular;
    expect(translate('eng', 'errors:validation.tooLong', circular)).toBe('Enter at most 5 characters');
    expect(translate('eng', 'errors:validation.tooLong', { max: 7, format: () => 'x' })).toBe(
      'Enter at most 7 characters',
    );
    expect(translate('eng', 'errors:validation.tooLong', { max: 8, format: () => 'y' })).toBe(
      'Enter at most 8 characters',
    );
  });
});
