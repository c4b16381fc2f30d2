import { pinflText, reasonText } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage, i18n } from '../../i18n/i18n';
import { checkTyped, zodFormValidator } from './form-validation';
import { pdfFile } from './pdf-file-field';

const t = i18n.getFixedT('eng');

beforeAll(() => changeLanguage('eng'));

describe('form validation with the contracts', () => {
  const schema = z.object({
    reason: reasonText,
    pinfl: z.string().regex(/^\d{14}$/, 'validation.invalidPinfl'),
    count: z.number().int().max(5),
    name: z.string().min(3),
  });
  const validate = zodFormValidator(schema, t);

  it('answers each field with the message the API would give, in the language asked', () => {
    const errors = validate({ reason: '  ', pinfl: '123', count: 9, name: 'ab' });
    expect(errors).toEqual({
      reason: 'This field can not be empty',
      pinfl: 'The PINFL must be 14 digits',
      count: 'The value must be at most 5',
      name: 'Enter at least 3 characters',
    });
    expect(validate({ reason: 'late', pinfl: '31403856004118', count: 2, name: 'abc' })).toEqual({});
  });

  it('says a number field is empty or not a number', () => {
    const numbers = zodFormValidator(z.object({ n: z.number() }), t);
    expect(numbers({ n: undefined })).toEqual({ n: 'This field can not be empty' });
    expect(numbers({ n: Number.NaN })).toEqual({ n: 'Enter a number' });
  });

  it('refuses a missing file, a 60 MB file and a file that is not a PDF, before anything is sent', () => {
    const files = zodFormValidator(z.object({ file: pdfFile }), t);
    expect(files({ file: null })).toEqual({ file: 'Attach a file' });
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    expect(files({ file: big })).toEqual({ file: 'The file must be at most 20 MB' });
    expect(files({ file: new File(['x'], 'photo.png', { type: 'image/png' }) })).toEqual({
      file: 'Files of this type are not allowed',
    });
    expect(files({ file: new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }) })).toEqual({});
  });
});

describe('a typed value checked with its contract schema', () => {
  it('answers the value when the schema takes it, else the message the API would give', () => {
    expect(checkTyped(pinflText, '31403856004118', t)).toEqual({ ok: true, value: '31403856004118' });
    expect(checkTyped(pinflText, '123', t)).toEqual({ ok: false, error: 'The PINFL must be 14 digits' });
  });
});
