/**
 * A new letter (a draft): the kind of recipient (a structure, a lawyer, a chamber, or a government body
 * of the inter-agency exchange: E-IJRO or SEDO), the recipient, the subject, a summary and the due date
 * of the answer. Files are added on the draft's page.
 */
import { Card, Select, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { type LetterPartyKind, letterCreateBody } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateLetter, useGovBodies, useRecipients, useSedoBodies } from '../api/letters';
import { letterPath } from './letter-links';
import { SubmitButton } from '../kit/form/submit-button';

type Kind = LetterPartyKind | 'SEDO';
const KINDS: Kind[] = ['CHAMBER', 'STRUCTURE', 'LAWYER', 'GOV_BODY', 'SEDO'];

export function NewLetterForm() {
  const { t } = useTranslation('letters');
  const navigate = useNavigate();
  const create = useCreateLetter();
  const [kind, setKind] = useState<Kind>('CHAMBER');
  const [search, setSearch] = useState('');
  const [v, setV] = useState({ recipientRef: '', subject: '', summary: '', dueDate: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const local = kind === 'CHAMBER' || kind === 'STRUCTURE' || kind === 'LAWYER';
  const people = useRecipients(local ? kind : 'CHAMBER', search, local);
  const eijro = useGovBodies(kind === 'GOV_BODY');
  const sedo = useSedoBodies(kind === 'SEDO');
  const options = (
    local
      ? (people.data?.list ?? []).map((p) => ({ value: p.ref, label: p.name }))
      : ((kind === 'SEDO' ? sedo.data : eijro.data)?.list ?? []).map((o) => ({ value: o.id, label: o.name }))
  ).filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      recipientKind: kind === 'SEDO' ? ('GOV_BODY' as const) : kind,
      recipientRef: v.recipientRef,
      subject: v.subject,
      summary: v.summary,
      ...(v.dueDate ? { dueDate: v.dueDate } : {}),
    };
    const parsed = letterCreateBody.safeParse(input);
    if (!parsed.success || !v.recipientRef) {
      const next: Record<string, string> = {};
      if (!v.recipientRef) next.recipientRef = t('screen.required');
      for (const issue of parsed.success ? [] : parsed.error.issues)
        next[String(issue.path[0])] = t(`errors:${issue.message}`, { defaultValue: issue.message });
      return setErrors(next);
    }
    setErrors({});
    create.mutate(input, { onSuccess: (letter) => void navigate(letterPath(letter.id)) });
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('screen.newLetter')}
      </Title>
      <form onSubmit={submit} noValidate data-testid="new-letter-form">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Select
            label={t('screen.recipientKind')}
            data={KINDS.map((k) => ({ value: k, label: t(`recipientKind.${k}`) }))}
            value={kind}
            onChange={(k) => {
              setKind((k as Kind) ?? 'CHAMBER');
              setV((old) => ({ ...old, recipientRef: '' }));
            }}
            allowDeselect={false}
            data-testid="new-letter-kind"
          />
          <Select
            label={t('field.recipient')}
            required
            searchable
            data={options}
            value={v.recipientRef || null}
            onChange={(r) => setV((old) => ({ ...old, recipientRef: r ?? '' }))}
            onSearchChange={local && kind !== 'CHAMBER' ? setSearch : undefined}
            error={errors.recipientRef}
            nothingFoundMessage={t('screen.nothingFound')}
            data-testid="new-letter-recipient"
          />
          <TextInput
            label={t('field.subject')}
            required
            maxLength={500}
            value={v.subject}
            onChange={(e) => setV({ ...v, subject: e.currentTarget.value })}
            error={errors.subject}
            data-testid="new-letter-subject"
          />
          <TextInput
            label={t('field.dueDate')}
            description={t('screen.dueHint')}
            type="date"
            value={v.dueDate}
            onChange={(e) => setV({ ...v, dueDate: e.currentTarget.value })}
            error={errors.dueDate}
            data-testid="new-letter-due"
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('field.summary')}
          maxLength={4000}
          autosize
          minRows={2}
          value={v.summary}
          onChange={(e) => setV({ ...v, summary: e.currentTarget.value })}
          error={errors.summary}
          data-testid="new-letter-summary"
        />
        <SubmitButton icon={IconPlus} busy={create.isPending} testId="new-letter-create" mt="md">
          {t('screen.createDraft')}
        </SubmitButton>
      </form>
    </Card>
  );
}
