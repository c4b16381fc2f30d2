/**
 * A form in a dialog as its user meets it: a value the contract refuses is not sent; a saved one closes
 * the dialog, then the screen goes on with the answer; opened again, the form is empty.
 */
import { TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { FormDialog, useDialogForm } from './form-dialog';

const noteBody = z.object({ title: z.string().trim().min(1, 'validation.required').max(20) });

function Notes({ sent, answered }: { sent: unknown[]; answered: unknown[] }) {
  const [opened, setOpened] = useState(true);
  const create = {
    isPending: false,
    mutate: (body: { title: string }, handlers: { onSuccess: (answer: { id: number }) => void }) => {
      sent.push(body);
      handlers.onSuccess({ id: 7 });
    },
  };
  const { field, dialog } = useDialogForm(noteBody, { title: '' }, () => setOpened(false), create, {
    label: 'Send',
    body: (values) => values,
    after: (answer) => answered.push(answer),
  });
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Write
      </button>
      <FormDialog opened={opened} title="New note" testId="note-dialog" {...dialog}>
        <TextInput label="Title" {...field('title')} />
      </FormDialog>
    </>
  );
}

describe('a form in a dialog', () => {
  it('sends nothing the contract refuses, closes when saved, then goes on, and opens again empty', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const answered: unknown[] = [];
    render(
      <AppThemeProvider env="test">
        <Notes sent={sent} answered={answered} />
      </AppThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
    expect(dialog.isConnected).toBe(true);

    await user.type(screen.getByLabelText('Title', { exact: false }), 'Meeting');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ title: 'Meeting' }]);
    expect(answered).toEqual([{ id: 7 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New note' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Write' }));
    await screen.findByRole('dialog', { name: 'New note' });
    expect(screen.getByLabelText('Title', { exact: false })).toHaveProperty('value', '');
  });
});
