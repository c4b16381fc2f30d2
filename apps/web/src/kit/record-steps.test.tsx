/**
 * A record's step named by one key: the button's label, test id and dialog title follow from the key, the
 * dialog's text shows only where the namespace has one, and a step the record's `can` does not allow is
 * not offered.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconBan } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { ReasonAction } from './reason-dialog';
import { type RecordStepKeys, useRecordSteps } from './record-steps';

const ORDER: RecordStepKeys = { ns: 'orders', keys: 'actions', testId: 'order', reason: 'actions.reason' };
const APPEAL: RecordStepKeys = { ns: 'appeals', keys: 'view', testId: 'appeal', reason: 'view.cancelReason' };
const idle = { isPending: false, mutateAsync: () => Promise.resolve({}) };

function Cancel({ keys, can }: { keys: RecordStepKeys; can: { cancel: boolean; notComplete: boolean } }) {
  const steps = useRecordSteps({ id: 7, can }, keys);
  return (
    <>
      <ReasonAction {...steps.reason('cancel', IconBan, idle, 'Cancelled')} />
      <ReasonAction {...steps.reason('notComplete', IconBan, idle, 'Saved')} />
    </>
  );
}

function renderCancel(keys: RecordStepKeys, can = { cancel: true, notComplete: false }) {
  render(
    <AppThemeProvider env="test">
      <Cancel keys={keys} can={can} />
    </AppThemeProvider>,
  );
}

describe('useRecordSteps', () => {
  it('labels the button and titles the dialog from the step key, with its text where there is one', async () => {
    const user = userEvent.setup();
    renderCancel(ORDER);
    expect(screen.getByTestId('order-cancel').textContent).toBe(i18n.t('orders:actions.cancel'));
    await user.click(screen.getByTestId('order-cancel'));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('orders:actions.cancelTitle') });
    expect(within(dialog).getByText(i18n.t('orders:actions.cancelText'))).toBeTruthy();
    expect(within(dialog).getByLabelText(i18n.t('orders:actions.reason'), { exact: false })).toBeTruthy();
  });

  it('shows no dialog text where the namespace has none', async () => {
    const user = userEvent.setup();
    renderCancel(APPEAL);
    await user.click(screen.getByTestId('appeal-cancel'));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('appeals:view.cancelTitle') });
    expect(within(dialog).queryByText(/\S/, { selector: 'p' })).toBeNull();
  });

  it('offers only the steps the record can take, by a kebab-case test id', () => {
    renderCancel(ORDER, { cancel: false, notComplete: true });
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.getByTestId('order-not-complete')).toBeTruthy();
  });
});
