/**
 * The step form runner: a step's schema is checked before the next step opens, errors appear under the
 * fields in the user's language, and a refusal of the API naming a field takes the user back to that
 * field's step with the server's message.
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
});
