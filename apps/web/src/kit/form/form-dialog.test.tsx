/**
 * A form in a dialog as its user meets it: a value the contract refuses is not sent; a saved one closes
 * the dialog, then the screen goes on with the answer; opened again, the form is empty. A dialog that
 * writes a record or corrects one sends a correction with the record's id to the correcting call.
 */
import { TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { submitThrough, useContractForm, writeOrCorrect } from './contract-form';
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

/** A call that keeps what it was sent and answers at once. */
const call = (sent: unknown[]) => ({
  isPending: false,
  mutate: (body: unknown, handlers: { onSuccess: (answer: unknown) => void }) => {
    sent.push(body);
    handlers.onSuccess(body);
  },
});

function NoteEditor({
  editing,
  calls,
}: {
  editing?: { id: number; title: string };
  calls: Record<string, unknown[]>;
}) {
  const { form, field } = useContractForm(noteBody, { title: editing?.title ?? '' });
  const submit = submitThrough(
    form,
    writeOrCorrect(editing?.id, call(calls.written!), call(calls.corrected!)),
    {
      label: 'Save',
      body: (values) => values,
      onInvalid: (errors) => calls.refused!.push(Object.keys(errors)),
    },
  );
  return (
    <FormDialog opened close={() => undefined} title="Note" testId="note-dialog" submit={submit}>
      <TextInput label="Title" {...field('title')} />
    </FormDialog>
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

  it('writes a new record through the writing call, and a corrected one with its id through the correcting call', async () => {
    const user = userEvent.setup();
    const calls = { written: [], corrected: [], refused: [] };
    const { unmount } = render(
      <AppThemeProvider env="test">
        <NoteEditor calls={calls} />
      </AppThemeProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(calls.refused).toEqual([['title']]);
    await user.type(screen.getByLabelText('Title', { exact: false }), 'Meeting');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    unmount();

    render(
      <AppThemeProvider env="test">
        <NoteEditor editing={{ id: 4, title: 'Meeting' }} calls={calls} />
      </AppThemeProvider>,
    );
    await user.type(await screen.findByLabelText('Title', { exact: false }), ' at ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toEqual({
      written: [{ title: 'Meeting' }],
      corrected: [{ title: 'Meeting at ten', id: 4 }],
      refused: [['title']],
    });
  });
});
