/**
 * The rules a form field shows are the contract's: required, longest length, digits only; a field is
 * given its label and test id with them.
 */
import { addCasePersonBody, orderDraftFields, orgRequestCreateFields, reasonText } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInTheme } from '../../../test/render';
import { contractFields, fieldRules } from './field-rules';

describe('fieldRules', () => {
  it('reads required and the longest length of a text', () => {
    expect(fieldRules(addCasePersonBody.shape.lastName)).toEqual({ required: true, maxLength: 100 });
    expect(fieldRules(reasonText)).toEqual({ required: true, maxLength: 2000 });
    expect(fieldRules(orgRequestCreateFields.shape.attendancePlace)).toEqual({
      required: true,
      maxLength: 500,
    });
  });

  it('sees through optional, nullable and transforms: the field may stay empty', () => {
    expect(fieldRules(addCasePersonBody.shape.parentName)).toEqual({ required: false, maxLength: 100 });
    expect(fieldRules(orgRequestCreateFields.shape.caseSummary)).toEqual({
      required: false,
      maxLength: 5000,
    });
    expect(fieldRules(orderDraftFields.shape.personLastName)).toEqual({ required: false, maxLength: 100 });
  });

  it('takes the length and the digit keyboard from a digits pattern', () => {
    expect(fieldRules(addCasePersonBody.shape.pinfl)).toEqual({
      required: true,
      maxLength: 14,
      inputMode: 'numeric',
    });
    expect(fieldRules(orgRequestCreateFields.shape.caseNumber)).toEqual({
      required: true,
      maxLength: 20,
      inputMode: 'numeric',
    });
    expect(fieldRules(orderDraftFields.shape.contragentInn)).toEqual({
      required: false,
      maxLength: 9,
      inputMode: 'numeric',
    });
  });

  it('a choice is required when the schema takes no empty value', () => {
    expect(fieldRules(orgRequestCreateFields.shape.languageId)).toEqual({ required: true });
    expect(fieldRules(orderDraftFields.shape.legalAidId)).toEqual({ required: false });
    expect(fieldRules(addCasePersonBody.shape.procedureRole)).toEqual({ required: true });
  });
});

function CaseNumberField() {
  const form = useForm({ initialValues: { caseNumber: '' } });
  const field = contractFields(form, orgRequestCreateFields);
  return <TextInput {...field('caseNumber', 'Case number', 'case-field')} />;
}

describe('contractFields', () => {
  it('gives a field its label and test id with the schema rules, bound to the form', async () => {
    renderInTheme(<CaseNumberField />);
    const input = screen.getByLabelText(/Case number/) as HTMLInputElement;
    expect(input.dataset.testid).toBe('case-field');
    expect(input.required).toBe(true);
    await userEvent.setup().type(input, '12-345');
    expect(input.value).toBe('12-345');
  });
});
