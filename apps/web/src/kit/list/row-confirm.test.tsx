/**
 * A row's step that cannot be undone (delete a draft, cancel a booking) asks first: the row's button opens
 * the dialog the step declares, nothing is sent until it is confirmed, and once the call has succeeded
 * the dialog closes and says so.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconTrash } from '@tabler/icons-react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shell/toast';
import { renderInTheme } from '../../../test/render';
import { column } from './column-kinds';
import { ListTable } from './list-table';

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

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('a row action that asks first', () => {
  it('opens its dialog from the row, sends only once confirmed, then closes and says so', async () => {
    const said = vi.spyOn(toast, 'success').mockReturnValue('id');
    const run = vi.fn(() => Promise.resolve());
    renderDrafts(run);
    await userEvent.click(screen.getByRole('button', { name: /Delete.*Letter to the court/ }));
    // the dialog's code loads on first use
    const dialog = await screen.findByTestId('draft-delete-dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('“Letter to the court” cannot be brought back.');
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('draft-delete-dialog-confirm'));
    expect(run).toHaveBeenCalledWith({ id: 7, title: 'Letter to the court' });
    await waitFor(() => expect(screen.queryByTestId('draft-delete-dialog')).toBeNull());
    expect(said).toHaveBeenCalledWith('Deleted');
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const run = vi.fn(() => Promise.resolve());
    renderDrafts(run);
    await userEvent.click(screen.getByTestId('draft-delete'));
    await screen.findByTestId('draft-delete-dialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('draft-delete-dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });
});
