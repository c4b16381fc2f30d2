/**
 * A step that cannot be undone asks first, whichever button offers it (a row's, a record's, a page's):
 * the button opens the dialog the step declares, confirmed with the button's own label; nothing is sent
 * until it is confirmed, and once the call has succeeded the dialog closes, says so and does what follows.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../shell/toast';
import { renderInTheme } from '../../test/render';
import { type Confirm, ConfirmButton } from './confirm-button';
import { ItemActions } from './detail-layout';
import { column } from './list/column-kinds';
import { ListTable } from './list/list-table';

interface Draft {
  id: number;
  title: string;
}

function renderDrafts(run: (draft: Draft) => Promise<unknown>) {
  const columns = [
    { key: 'title', title: 'Title' },
    column.actions<Draft>({
      title: 'Actions',
      name: (d) => d.title,
      actions: (d) => [
        {
          when: true,
          label: 'Delete',
          icon: IconTrash,
          danger: true,
          confirm: {
            title: 'Delete the draft?',
            text: `“${d.title}” cannot be brought back.`,
            run: () => run(d),
            done: 'Deleted',
            testId: 'draft-delete-dialog',
          },
          testId: 'draft-delete',
        },
      ],
    }),
  ];
  renderInTheme(
    <ListTable
      records={[{ id: 7, title: 'Letter to the court' }]}
      columns={columns}
      label="Drafts"
      empty={{ text: 'Your drafts appear here.' }}
    />,
  );
}

/** Presses the button and waits for its dialog, whose code loads on first use. */
async function openDialog(button: HTMLElement, dialog: string) {
  await userEvent.click(button);
  return screen.findByTestId(dialog, {}, { timeout: 5000 });
}

/** Confirms in the open dialog and waits for it to close. */
async function confirmIn(dialog: string) {
  await userEvent.click(screen.getByTestId(`${dialog}-confirm`));
  await waitFor(() => expect(screen.queryByTestId(dialog)).toBeNull());
}

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('a step asked first', () => {
  it('a row’s: opens from the row, sends only once confirmed, then closes and says so', async () => {
    const said = vi.spyOn(toast, 'success').mockReturnValue('id');
    const run = vi.fn(() => Promise.resolve());
    renderDrafts(run);
    const button = screen.getByRole('button', { name: /Delete.*Letter to the court/ });
    const dialog = await openDialog(button, 'draft-delete-dialog');
    expect(dialog.textContent).toContain('“Letter to the court” cannot be brought back.');
    expect(run).not.toHaveBeenCalled();
    await confirmIn('draft-delete-dialog');
    expect(run).toHaveBeenCalledWith({ id: 7, title: 'Letter to the court' });
    expect(said).toHaveBeenCalledWith('Deleted');
  });

  it('a row’s: sends nothing when the dialog is cancelled', async () => {
    const run = vi.fn(() => Promise.resolve());
    renderDrafts(run);
    await openDialog(screen.getByTestId('draft-delete'), 'draft-delete-dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('draft-delete-dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });

  it('a page’s button: confirmed with its own label, then goes on', async () => {
    const run = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    const confirm: Confirm = {
      title: 'Publish the month?',
      text: 'Lawyers see it at once.',
      run,
      done: 'Published',
      onDone,
      testId: 'month-publish-dialog',
    };
    renderInTheme(
      <ConfirmButton icon={IconSend} testId="month-publish" confirm={confirm}>
        Publish
      </ConfirmButton>,
    );
    await openDialog(screen.getByTestId('month-publish'), 'month-publish-dialog');
    expect(screen.getByTestId('month-publish-dialog-confirm').textContent).toBe('Publish');
    expect(run).not.toHaveBeenCalled();
    await confirmIn('month-publish-dialog');
    expect(run).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a record’s action: asked in its dialog before it is sent', async () => {
    const run = vi.fn(() => Promise.resolve());
    const confirm: Confirm = {
      title: 'Delete the order?',
      text: 'It cannot be brought back.',
      run,
      done: 'Deleted',
      testId: 'order-delete-dialog',
    };
    renderInTheme(
      <ItemActions actions={[{ label: 'Delete', icon: IconTrash, confirm, testId: 'order-delete' }]} />,
    );
    const dialog = await openDialog(screen.getByTestId('order-delete'), 'order-delete-dialog');
    expect(dialog.textContent).toContain('It cannot be brought back.');
    expect(run).not.toHaveBeenCalled();
    await confirmIn('order-delete-dialog');
    expect(run).toHaveBeenCalledOnce();
  });
});
