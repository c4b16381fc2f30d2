import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { zodFormValidator } from '../kit/form/form-validation';
import {
  caseStepSchema,
  EMPTY_ORDER,
  groundsStepSchema,
  orderFields,
  orderValidationInput,
  paperStepSchema,
  personStepSchema,
} from './order-form-steps';

const issues = (
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('order form steps', () => {
  it('send empty text as null, ids as numbers, and only the fields of the protected person chosen', () => {
    const fields = orderFields({
      ...EMPTY_ORDER,
      personPinfl: ' 31403856004118 ',
      personLastName: 'Karimov',
      contragentInn: '301234567',
      legalAidId: '3',
      orderBaseId: null,
      groundsDocNumber: '  ',
    });
    expect(fields).toMatchObject({
      personPinfl: '31403856004118',
      personLastName: 'Karimov',
      personFirstName: null,
      contragentInn: null,
      legalAidId: 3,
      orderBaseId: null,
      groundsDocNumber: null,
    });
    const entity = orderFields({
      ...EMPTY_ORDER,
      protectedPersonType: 'LEGAL_ENTITY',
      personPinfl: '1',
      contragentInn: '301234567',
    });
    expect(entity).toMatchObject({ personPinfl: null, contragentInn: '301234567' });
  });

  it('require what signing needs: kind of legal aid, basis, grounds and the person', () => {
    const empty = orderValidationInput(EMPTY_ORDER);
    expect(issues(caseStepSchema, empty)).toEqual([
      'orderBaseId: validation.fieldMandatory',
      'legalAidId: validation.fieldMandatory',
    ]);
    expect(issues(personStepSchema, empty)).toEqual([
      'personPinfl: validation.fieldMandatory',
      'personLastName: validation.fieldMandatory',
      'personFirstName: validation.fieldMandatory',
    ]);
    expect(
      issues(personStepSchema, orderValidationInput({ ...EMPTY_ORDER, protectedPersonType: 'LEGAL_ENTITY' })),
    ).toEqual(['contragentInn: validation.fieldMandatory', 'contragentName: validation.fieldMandatory']);
    expect(issues(groundsStepSchema, empty)).toEqual([
      'groundsDocNumber: validation.fieldMandatory',
      'groundsDocDate: validation.fieldMandatory',
    ]);
  });

  it('check formats with the contract: a pinfl of 14 digits, an INN of 9, a case number of digits', () => {
    expect(
      issues(
        personStepSchema,
        orderValidationInput({
          ...EMPTY_ORDER,
          personPinfl: '12345',
          personLastName: 'A',
          personFirstName: 'B',
        }),
      ),
    ).toEqual(['personPinfl: validation.invalidPinfl']);
    expect(
      issues(
        caseStepSchema,
        orderValidationInput({ ...EMPTY_ORDER, legalAidId: '1', orderBaseId: '1', caseNumber: "1' OR 1=1" }),
      ),
    ).toEqual(['caseNumber: validation.wrongData']);
    expect(
      issues(
        personStepSchema,
        orderValidationInput({
          ...EMPTY_ORDER,
          protectedPersonType: 'LEGAL_ENTITY',
          contragentInn: '12',
          contragentName: 'X',
        }),
      ),
    ).toEqual(['contragentInn: validation.invalidTin']);
  });

  it('a paper order needs the booklet number and its scan', () => {
    const errors = zodFormValidator(paperStepSchema, i18n.getFixedT('lt'))(orderValidationInput(EMPTY_ORDER));
    expect(errors).toEqual({
      orderRegNumber: i18n.t('errors:validation.fieldMandatory'),
      file: i18n.t('errors:validation.fileRequired'),
    });
  });
});
