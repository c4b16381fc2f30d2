/**
 * A required field left empty, or holding only spaces, says "This field can not be
 * empty" under the field (it said "The value entered is not valid" for the case number and "The PINFL
 * must be 14 digits" for an empty PINFL), in the user's language, as the API says it.
 */
import { useForm } from '@mantine/form';
import { TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../i18n/i18n';
import { StepForm } from '../kit/form/step-form';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { caseStep, personStep } from './request-form';

function Harness() {
  const form = useForm({ mode: 'controlled', initialValues: { caseNumber: '', personPinfl: '' } });
  return (
    <StepForm
      form={form}
      finishLabel="Finish"
      onFinish={() => Promise.resolve()}
      steps={[
        {
          id: 'case',
          title: 'Case',
          schema: caseStep,
          render: (f) => (
            <TextInput label="Case number" data-testid="case" {...f.getInputProps('caseNumber')} />
          ),
        },
        {
          id: 'person',
          title: 'Person',
          schema: personStep,
          render: (f) => <TextInput label="PINFL" data-testid="pinfl" {...f.getInputProps('personPinfl')} />,
        },
      ]}
    />
  );
}

/** The error text Mantine shows under an input (its aria-describedby). */
function errorUnder(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '');
}

afterEach(() => changeLanguage('lt'));

describe('an empty required field of the request form', () => {
  it.each(['eng', 'ru', 'lt', 'uz'] as const)('says it can not be empty, in %s', async (lang) => {
    await changeLanguage(lang);
    const mandatory = i18n.t('errors:validation.fieldMandatory');
    const user = userEvent.setup();
    render(
      <AppThemeProvider env="test">
        <Harness />
      </AppThemeProvider>,
    );
    await user.click(screen.getByTestId('step-next'));
    expect(errorUnder(screen.getByTestId('case'))).toBe(mandatory);

    await user.type(screen.getByTestId('case'), '   ');
    await user.click(screen.getByTestId('step-next'));
    expect(errorUnder(screen.getByTestId('case'))).toBe(mandatory);

    await user.clear(screen.getByTestId('case'));
    await user.type(screen.getByTestId('case'), '1234567');
    await user.click(screen.getByTestId('step-next'));
    await user.click(screen.getByTestId('step-finish'));
    expect(errorUnder(screen.getByTestId('pinfl'))).toBe(mandatory);
  });
});
