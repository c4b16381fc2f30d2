/**
 * A step that needs a reason (cancel an order or a request, return a checklist, mark a request not
 * completed): the reason is required before anything is sent; on success the dialog closes and says so;
 * a refusal leaves the dialog open with what the user typed.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { toast } from '../shell/toast';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { ConfirmDialog, ReasonAction } from './reason-dialog';
import { adminReasonText } from '@portal/contracts';
import type { z } from 'zod';
import { IconBan } from '@tabler/icons-react';

function renderAction(run: (reason: string) => Promise<unknown>, schema?: z.ZodType, when?: boolean) {
  render(
    <AppThemeProvider env="test">
      <ReasonAction
        {...(when === undefined ? {} : { when })}
        schema={schema}
        label="Cancel the order"
        icon={IconBan}
        testId="order-cancel"
        dialogTitle="Cancel this order?"
        reasonLabel="Reason"
        busy={false}
        run={run}
        done="Cancelled"
      />
    </AppThemeProvider>,
  );
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(toast, 'success').mockReturnValue('id');
});

describe('reason action', () => {
  it('asks for a reason, sends it trimmed, then closes and says it is done', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve({}));
    renderAction(run);
    await user.click(screen.getByTestId('order-cancel'));
    await user.click(await screen.findByTestId('order-cancel-dialog-submit'));
    expect(await screen.findByText(i18n.t('errors:validation.fieldMandatory'))).toBeTruthy();
    expect(run).not.toHaveBeenCalled();

    await user.type(screen.getByTestId('order-cancel-dialog-reason'), '  The client withdrew  ');
    await user.click(screen.getByTestId('order-cancel-dialog-submit'));
    expect(run).toHaveBeenCalledWith('The client withdrew', null);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cancelled'));
    await waitFor(() => expect(screen.queryByTestId('order-cancel-dialog-reason')).toBeNull());
  });

  it('keeps the dialog and the reason when the step is refused', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.reject(new Error('refused')));
    renderAction(run);
    await user.click(screen.getByTestId('order-cancel'));
    await user.type(await screen.findByTestId('order-cancel-dialog-reason'), 'Late');
    await user.click(screen.getByTestId('order-cancel-dialog-submit'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(toast.success).not.toHaveBeenCalled();
    expect((screen.getByTestId('order-cancel-dialog-reason') as HTMLTextAreaElement).value).toBe('Late');
  });

  it('takes the limits and messages of the schema the call names', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve({}));
    renderAction(run, adminReasonText);
    await user.click(screen.getByTestId('order-cancel'));
    const input = (await screen.findByTestId('order-cancel-dialog-reason')) as HTMLTextAreaElement;
    expect(input.maxLength).toBe(500);
    expect(input.required).toBe(true);
    await user.click(screen.getByTestId('order-cancel-dialog-submit'));
    expect(await screen.findByText(i18n.t('errors:validation.fieldMandatory'))).toBeTruthy();
    await user.type(input, ' ab ');
    await user.click(screen.getByTestId('order-cancel-dialog-submit'));
    expect(await screen.findByText(i18n.t('errors:validation.tooShort', { min: 3 }))).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });

  it('is offered only while its `when` holds, with its icon hidden from screen readers', () => {
    const run = vi.fn(() => Promise.resolve({}));
    renderAction(run, undefined, false);
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    renderAction(run, undefined, true);
    const button = screen.getByRole('button', { name: 'Cancel the order' });
    expect(button.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
  });
});

describe('confirm dialog', () => {
  function renderConfirm(run: () => Promise<unknown>, onClose: () => void, onDone: () => void) {
    render(
      <AppThemeProvider env="test">
        <ConfirmDialog
          opened
          onClose={onClose}
          title="Delete this draft?"
          text="It cannot be brought back."
          confirmLabel="Delete"
          testId="draft-delete-dialog"
          run={run}
          done="Deleted"
          onDone={onDone}
        />
      </AppThemeProvider>,
    );
  }

  it('runs the step once confirmed, then closes, says it is done and goes on', async () => {
    const user = userEvent.setup();
    const [run, onClose, onDone] = [vi.fn(() => Promise.resolve({})), vi.fn(), vi.fn()];
    renderConfirm(run, onClose, onDone);
    await user.click(await screen.findByTestId('draft-delete-dialog-confirm'));
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stays open, saying nothing, when the step is refused', async () => {
    const user = userEvent.setup();
    const [run, onClose, onDone] = [vi.fn(() => Promise.reject(new Error('refused'))), vi.fn(), vi.fn()];
    renderConfirm(run, onClose, onDone);
    await user.click(await screen.findByTestId('draft-delete-dialog-confirm'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClose).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('draft-delete-dialog-confirm')).toBeTruthy();
  });
});
