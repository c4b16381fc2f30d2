/**
 * A second request on a case and person while one is still at work: the API refuses it with a 409 on
 * `confirmDuplicate` naming the request at work; the form's last step shows that message and a box to
 * send a second request anyway, and sends the confirmation only once the box is ticked.
 */
import { useForm } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { StepForm } from '../kit/form/step-form';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { DuplicateRequestConfirm, reviewStep } from './request-form';

const MESSAGE =
  'Request No. 41 on this case and person is already at work (Sent, sent 25-11-2026 10:30). Open it, cancel it or mark it not completed; or tick “Send a second request” if another lawyer is really needed.';

function Harness({ onFinish }: { onFinish: (v: { confirmDuplicate: boolean }) => Promise<unknown> }) {
  const form = useForm({ mode: 'controlled', initialValues: { confirmDuplicate: false } });
  return (
    <StepForm
      form={form}
      steps={[
        {
          id: 'review',
          title: 'Review',
          schema: reviewStep,
          render: (f) => <DuplicateRequestConfirm form={f} />,
        },
      ]}
      finishLabel="Send"
      onFinish={onFinish}
    />
  );
}

describe('a second request on the same case and person', () => {
  it('shows the refusal naming the request at work and sends again only with the box ticked', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(409, MESSAGE, {
      code: 'CONFLICT',
      message: MESSAGE,
      field: 'confirmDuplicate',
    });
    const onFinish = vi.fn((v: { confirmDuplicate: boolean }) =>
      v.confirmDuplicate ? Promise.resolve() : Promise.reject(refusal),
    );
    render(
      <AppThemeProvider env="test">
        <Harness onFinish={onFinish} />
      </AppThemeProvider>,
    );
    expect(screen.queryByTestId('request-confirm-duplicate')).toBeNull();
    await user.click(screen.getByTestId('step-finish'));
    const alert = await screen.findByTestId('request-duplicate');
    expect(alert.textContent).toContain('Request No. 41 on this case and person is already at work');
    expect(alert.textContent).toContain(i18n.t('legal-aid-screens:create.duplicateTitle'));
    const box = screen.getByLabelText(i18n.t('legal-aid-screens:create.confirmDuplicate'));
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByTestId('step-finish'));
    expect(onFinish).toHaveBeenLastCalledWith({ confirmDuplicate: true });
    expect(onFinish).toHaveBeenCalledTimes(2);
  });
});
