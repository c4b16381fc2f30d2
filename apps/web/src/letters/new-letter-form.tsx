/**
 * A new letter (a draft): the kind of recipient (a structure, a lawyer, a chamber, or a government body
 * of the inter-agency exchange: E-IJRO or SEDO), the recipient, the subject, a summary and the due date
 * of the answer. Files are added on the draft's page.
 */
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type LetterPartyKind, letterCreateBody } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { letterPath } from './letter-links';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';
import { TextDayField } from '../kit/form/date-fields';

type Kind = LetterPartyKind | 'SEDO';
const KINDS: Kind[] = ['CHAMBER', 'STRUCTURE', 'LAWYER', 'GOV_BODY', 'SEDO'];

/** The form's fields as the contract checks them; an empty due date is left out (the default applies). */
const newLetterFields = letterCreateBody
  .pick({ recipientRef: true, subject: true, summary: true })
  .extend({ dueDate: letterCreateBody.shape.dueDate.or(z.literal('')) });

export function NewLetterForm() {
  const { t } = useTranslation('letters');
  const navigate = useNavigate();
  const create = api.letters.letterCreate.useMutation();
  const [kind, setKind] = useState<Kind>('CHAMBER');
  const [search, setSearch] = useState('');
  const { form, field } = useContractForm(
    newLetterFields,
    { recipientRef: '', subject: '', summary: '', dueDate: '' },
    (v) => (v.recipientRef ? {} : { recipientRef: t('screen.required') }),
  );
  const local = kind === 'CHAMBER' || kind === 'STRUCTURE' || kind === 'LAWYER';
  const people = api.letters.letterRecipients.useQuery(
    { query: { kind: local ? kind : 'CHAMBER', search: search || undefined } },
    { keep: true, enabled: local },
  );
  const eijro = api.letterFiles.eijroList.useQuery({}, { enabled: kind === 'GOV_BODY', staleTime: 600_000 });
  const sedo = api.letterFiles.sedoContragentList.useQuery(
    {},
    { enabled: kind === 'SEDO', staleTime: 600_000 },
  );
  const options = (
    local
      ? (people.data?.list ?? []).map((p) => ({ value: p.ref, label: p.name }))
      : ((kind === 'SEDO' ? sedo.data : eijro.data)?.list ?? []).map((o) => ({ value: o.id, label: o.name }))
  ).filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const submit = submitThrough(form, create, {
    label: t('screen.createDraft'),
    body: ({ dueDate, ...v }) => ({
      recipientKind: kind === 'SEDO' ? ('GOV_BODY' as const) : kind,
      ...v,
      ...(dueDate ? { dueDate } : {}),
    }),
    after: (letter: { id: number }) => void navigate(letterPath(letter.id)),
  });
  return (
    <SubmitForm
      card
      title={t('screen.newLetter')}
      submit={submit}
      testId="new-letter"
      submitTestId="new-letter-create"
      icon={IconPlus}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label={t('screen.recipientKind')}
          data={KINDS.map((k) => ({ value: k, label: t(`recipientKind.${k}`) }))}
          value={kind}
          onChange={(k) => {
            setKind((k as Kind) ?? 'CHAMBER');
            form.setFieldValue('recipientRef', '');
          }}
          allowDeselect={false}
          data-testid="new-letter-kind"
        />
        <Select
          searchable
          data={options}
          {...field('recipientRef', t('field.recipient'), 'new-letter-recipient')}
          required
          onSearchChange={local && kind !== 'CHAMBER' ? setSearch : undefined}
          nothingFoundMessage={t('screen.nothingFound')}
        />
        <TextInput {...field('subject', t('field.subject'), 'new-letter-subject')} />
        <TextDayField
          description={t('screen.dueHint')}
          {...field('dueDate', t('field.dueDate'), 'new-letter-due')}
        />
      </SimpleGrid>
      <Textarea mt="sm" {...field('summary', t('field.summary'), 'new-letter-summary')} />
    </SubmitForm>
  );
}
