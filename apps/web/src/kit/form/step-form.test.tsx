/**
 * The step form runner: a step's schema is checked before the next step opens, errors appear under the
 * fields in the user's language, and a refusal of the API naming a field takes the user back to that
 * field's step with the server's message. A step's fields take their rules from the step's schema and options.
 */
import { useForm } from '@mantine/form';
import { TextInput } from '@mantine/core';
import { pinflText } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { type FormStep, StepForm } from './step-form';

interface Values {
  name: string;
  pinfl: string;
}

const steps: FormStep<Values>[] = [
  {
    id: 'one',
    title: 'One',
    schema: z.object({ name: z.string().trim().min(1, 'validation.fieldMandatory') }),
    render: (form) => <TextInput label="Name" data-testid="name" {...form.getInputProps('name')} />,
  },
  {
    id: 'two',
    title: 'Two',
    schema: z.object({ pinfl: pinflText }),
    render: (form) => <TextInput label="PINFL" data-testid="pinfl" {...form.getInputProps('pinfl')} />,
  },
];

function Harness({ onFinish }: { onFinish: (v: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: { name: '', pinfl: '' } });
  return <StepForm form={form} steps={steps} finishLabel="Finish" onFinish={onFinish} />;
}

describe('step form', () => {
  it('checks each step with its schema and sends the values at the end', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn(() => Promise.resolve());
    render(
      <AppThemeProvider env="test">
        <Harness onFinish={onFinish} />
      </AppThemeProvider>,
    );
    await user.click(screen.getByTestId('step-next'));
    expect(await screen.findByText(i18n.t('errors:validation.fieldMandatory'))).toBeTruthy();
    expect(screen.getByTestId('step-panel-one')).toBeTruthy();

    await user.type(screen.getByTestId('name'), 'Karimov');
    await user.click(screen.getByTestId('step-next'));
    expect(screen.getByTestId('step-panel-two')).toBeTruthy();

    await user.type(screen.getByTestId('pinfl'), '123');
    await user.click(screen.getByTestId('step-finish'));
    expect(await screen.findByText(i18n.t('errors:validation.invalidPinfl'))).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('pinfl'));
    await user.type(screen.getByTestId('pinfl'), '31403856004118');
    await user.click(screen.getByTestId('step-finish'));
    expect(onFinish).toHaveBeenCalledWith({ name: 'Karimov', pinfl: '31403856004118' });
  });

  it('shows a refusal naming a field on that field’s step', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(422, 'Bunday ism band', {
      code: 'BUSINESS_RULE',
      message: 'Bunday ism band',
      field: 'name',
    });
    render(
      <AppThemeProvider env="test">
        <Harness onFinish={() => Promise.reject(refusal)} />
      </AppThemeProvider>,
    );
    await user.type(screen.getByTestId('name'), 'Karimov');
    await user.click(screen.getByTestId('step-next'));
    await user.type(screen.getByTestId('pinfl'), '31403856004118');
    await user.click(screen.getByTestId('step-finish'));
    expect(await screen.findByText('Bunday ism band')).toBeTruthy();
    expect(screen.getByTestId('step-panel-one')).toBeTruthy();
  });

  it('gives a step its fields with the schema’s rules and the step’s options, as they stand for the values', async () => {
    const user = userEvent.setup();
    interface Person {
      kind: string;
      pinfl: string;
      inn: string;
    }
    const personSteps: FormStep<Person>[] = [
      {
        id: 'person',
        title: 'Person',
        schema: z.object({ kind: z.string(), pinfl: pinflText.optional(), inn: z.string().max(9) }),
        // the PINFL is required of an individual only; the kind may not change
        fields: (v) => ({ required: v.kind === 'INDIVIDUAL' ? ['pinfl'] : [], disabled: ['kind'] }),
        render: (form, field) => (
          <>
            <TextInput {...field('kind', 'Kind', 'kind')} />
            <TextInput {...field('pinfl', 'PINFL', 'pinfl')} />
            <TextInput {...field('inn', 'INN', 'inn')} />
            <button type="button" onClick={() => form.setFieldValue('kind', 'ENTITY')}>
              entity
            </button>
          </>
        ),
      },
    ];
    function PersonHarness() {
      const form = useForm<Person>({
        mode: 'controlled',
        initialValues: { kind: 'INDIVIDUAL', pinfl: '', inn: '' },
      });
      return (
        <StepForm form={form} steps={personSteps} finishLabel="Finish" onFinish={() => Promise.resolve()} />
      );
    }
    render(
      <AppThemeProvider env="test">
        <PersonHarness />
      </AppThemeProvider>,
    );
    const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
    expect(input('pinfl').required).toBe(true);
    expect(input('pinfl').maxLength).toBe(14);
    expect(input('inn').required).toBe(false);
    expect(input('inn').maxLength).toBe(9);
    expect(input('kind').disabled).toBe(true);
    expect(input('pinfl').disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'entity' }));
    expect(input('pinfl').required).toBe(false);
  });
});
