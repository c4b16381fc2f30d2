/**
 * The error summary of the kit's forms as a user meets it: a refused submit puts a box at the top that
 * says there is a problem, takes the focus and lists each error with its field's label as a link to the
 * field; a link moves the focus to its field; the API's refusal of a field shows there too; a correction
 * takes its line away. Nothing shows before the first submit.
 */
import { TextInput } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { axeViolations } from '../../../test/axe';
import { changeLanguage, i18n } from '../../i18n/i18n';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { SubmitForm, submitThrough, useContractForm } from './contract-form';

const schema = z.object({
  caseNumber: z.string().trim().min(1, 'validation.fieldMandatory'),
  place: z.string().trim().min(1, 'validation.fieldMandatory'),
});

/** A mutation the test answers: `refuse` makes it answer the API's refusal of a field. */
function mutation(refuse?: ApiError) {
  return {
    isPending: false,
    sent: [] as unknown[],
    mutate(body: unknown, handlers: { onSuccess: (a: unknown) => void; onError: (e: unknown) => void }) {
      this.sent.push(body);
      if (refuse) handlers.onError(refuse);
      else handlers.onSuccess({});
    },
  };
}

function Harness({ send }: { send: ReturnType<typeof mutation> }) {
  const { form, field } = useContractForm(schema, { caseNumber: '', place: '' });
  const submit = submitThrough(form, send, { label: 'Send', body: (v) => v });
  return (
    <SubmitForm title="Request" submit={submit} testId="request">
      <TextInput label="Case number" {...field('caseNumber')} />
      <TextInput label="Place" {...field('place')} />
    </SubmitForm>
  );
}

function show(send = mutation()) {
  render(
    <AppThemeProvider env="test">
      <Harness send={send} />
    </AppThemeProvider>,
  );
  return send;
}

const links = () => within(screen.getByTestId('request-errors')).getAllByRole('link');

afterEach(() => changeLanguage('lt'));

describe('form error summary', () => {
  it('on a refused submit lists each error as a link to its field, and takes the focus', async () => {
    await changeLanguage('eng');
    const send = show();
    expect(screen.queryByTestId('request-errors')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(i18n.t('common:form.errorSummary'));
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const required = i18n.t('errors:validation.fieldMandatory');
    expect(links().map((a) => a.textContent)).toEqual([`Case number: ${required}`, `Place: ${required}`]);
    const place = screen.getByRole('textbox', { name: /Place/ });
    expect(links()[1]!.getAttribute('href')).toBe(`#${place.id}`);
    await userEvent.click(links()[1]!);
    expect(document.activeElement).toBe(place);
    expect(send.sent).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    // a corrected field leaves the list; the rest stays until submitted again
    await userEvent.type(place, 'Samarqand');
    await waitFor(() => expect(links().map((a) => a.textContent)).toEqual([`Case number: ${required}`]));
  });

  it("shows the API's refusal of a field the same way", async () => {
    await changeLanguage('eng');
    const refusal = new ApiError(422, 'Enter the case number as on the summons, e.g. 17302500003', {
      code: 'VALIDATION',
      field: 'caseNumber',
    });
    const send = show(mutation(refusal));
    await userEvent.type(screen.getByRole('textbox', { name: /Case number/ }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: /Place/ }), 'Samarqand');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send.sent).toHaveLength(1);
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(links().map((a) => a.textContent)).toEqual([
      'Case number: Enter the case number as on the summons, e.g. 17302500003',
    ]);
  });
});
