/**
 * Filling a template (/lawyer-profile/letters/doc-template/{id}): the user picks the records the template
 * needs (structure, lawyer, order: only those its fields use), sees the text filled with their data, makes
 * the PDF, or makes a draft letter with that PDF as its main file (for whoever writes letters).
 */
import { Card, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type DocTemplateDto, docTemplateToLetterBody } from '@portal/contracts';
import { type DocTemplateSource, fillTemplate } from '@portal/domain';
import { IconEdit, IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../api/identity';
import { api } from '../api/api';
import { DetailLayout } from '../kit/detail-layout';
import { FlagBadge, QueryState } from '../kit/list';
import { letterPath } from '../letters/letter-links';
import { PageHeader } from '../shell/page-header';
import { templateLinks } from './template-links';
import { LinkButton } from '../kit/link-button';
import { SubmitForm, submitThrough, useContractForm } from '../kit/form/contract-form';
import { ActionButton } from '../kit/action-button';

type Chosen = Partial<Record<DocTemplateSource, number>>;

export function TemplateUse({ id }: { id: number }) {
  const { t } = useTranslation('letters');
  const template = api.docTemplates.docTemplate.useQuery({ params: { id: id } });
  return (
    <Stack>
      <PageHeader title={template.data?.name ?? t('template.title')} />
      <QueryState query={template}>{template.data && <Filling template={template.data} />}</QueryState>
    </Stack>
  );
}

function Filling({ template }: { template: DocTemplateDto }) {
  const { t } = useTranslation('letters');
  const account = useCurrentAccount();
  const [chosen, setChosen] = useState<Chosen>({});
  const [errors, setErrors] = useState<Partial<Record<DocTemplateSource, string>>>({});
  const [busy, setBusy] = useState(false);
  const sources = api.docTemplates.docTemplateSources.useQuery(
    { query: { structureId: chosen.structure } },
    { keep: true },
  );
  const structures = sources.data?.structures ?? [];
  // one structure to choose from (a director's, a lawyer's own): it is chosen
  const structureId = chosen.structure ?? (structures.length === 1 ? structures[0]!.id : undefined);
  const query = { structureId, lawyerId: chosen.lawyer, orderId: chosen.order };
  const values = api.docTemplates.docTemplateValues.useQuery({ query: query }, { keep: true });
  const needs = template.sources;
  const given: Chosen = { structure: structureId, lawyer: chosen.lawyer, order: chosen.order };

  const check = () => {
    const missing = Object.fromEntries(
      needs.filter((s) => given[s] === undefined).map((s) => [s, t(`template.error.${s}Missing`)]),
    );
    setErrors(missing);
    return Object.keys(missing).length === 0;
  };
  const makePdf = async () => {
    if (!check()) return;
    setBusy(true);
    try {
      await api.docTemplates.docTemplatePdf.download(
        { params: { id: template.id }, query: query },
        `${template.name}.pdf`,
      );
    } finally {
      setBusy(false);
    }
  };
  const options = {
    structure: structures,
    lawyer: sources.data?.lawyers ?? [],
    order: sources.data?.orders ?? [],
  };
  const pick = (source: DocTemplateSource, value: string | null) => {
    setErrors((e) => ({ ...e, [source]: undefined }));
    setChosen((c) =>
      source === 'structure'
        ? { structure: value ? Number(value) : undefined }
        : { ...c, [source]: value ? Number(value) : undefined },
    );
  };

  return (
    <DetailLayout
      testId="doc-template-use"
      status={
        <>
          <FlagBadge t={t} flag="shared" on={template.shared} tones={['progress', 'neutral']} />
          <Text size="sm">
            {t('template.owner')}: {template.ownerName}
          </Text>
        </>
      }
      actions={
        template.can.edit && (
          <Group>
            <LinkButton
              to={templateLinks.edit(template.id)}
              icon={IconEdit}
              iconSize={16}
              size="xs"
              variant="outline"
              testId="doc-template-edit"
            >
              {t('template.edit')}
            </LinkButton>
          </Group>
        )
      }
    >
      <Card withBorder radius="md" padding="lg">
        <Text mb="sm">{needs.length > 0 ? t('template.chooseHint') : null}</Text>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {needs.map((source) => (
            <Select
              key={source}
              label={t(`template.${source}`)}
              required
              searchable
              data={options[source].map((o) => ({ value: String(o.id), label: o.name }))}
              value={given[source] === undefined ? null : String(given[source])}
              onChange={(v) => pick(source, v)}
              // an error stays only while the field is empty (a structure chosen by itself once the
              // list loads clears it too)
              error={given[source] === undefined ? errors[source] : undefined}
              nothingFoundMessage={t('template.noSources')}
              data-testid={`doc-template-source-${source}`}
            />
          ))}
        </SimpleGrid>
        <Title order={2} size="h4" mt="md" mb="xs">
          {t('template.preview')}
        </Title>
        <Paper withBorder p="md" data-testid="doc-template-preview">
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {fillTemplate(template.body, values.data?.values ?? {})}
          </Text>
        </Paper>
        <Group mt="md">
          <ActionButton
            onClick={() => void makePdf()}
            loading={busy}
            icon={IconFileTypePdf}
            testId="doc-template-pdf"
          >
            {t('template.makePdf')}
          </ActionButton>
        </Group>
      </Card>
      {account.data?.permissions.includes('letter.view') && (
        <ToLetter template={template} query={query} check={check} />
      )}
    </DetailLayout>
  );
}

type RecipientKind = 'CHAMBER' | 'STRUCTURE' | 'LAWYER';

const toLetterFields = docTemplateToLetterBody.pick({
  recipientKind: true,
  recipientRef: true,
  subject: true,
});
interface ToLetterValues extends Record<string, unknown> {
  recipientKind: RecipientKind;
  recipientRef: string | null;
  subject: string;
}

/** A draft letter with the filled template as its main PDF: checked with the call's schema (the kit's form). */
function ToLetter({
  template,
  query,
  check,
}: {
  template: DocTemplateDto;
  query: { structureId?: number; lawyerId?: number; orderId?: number };
  check: () => boolean;
}) {
  const { t } = useTranslation('letters');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const toLetter = api.docTemplates.docTemplateToLetter.useMutation();
  const [search, setSearch] = useState('');
  const { form, field } = useContractForm<ToLetterValues>(
    toLetterFields,
    { recipientKind: 'CHAMBER', recipientRef: null, subject: template.name },
    (v) => (v.recipientRef ? {} : { recipientRef: te('validation.fieldMandatory') }),
  );
  const kind = form.getValues().recipientKind;
  const people = api.letters.letterRecipients.useQuery(
    { query: { kind: kind, search: search || undefined } },
    { keep: true, enabled: true },
  );
  const options = (people.data?.list ?? []).map((p) => ({ value: p.ref, label: p.name }));
  const submit = submitThrough(form, toLetter, {
    label: t('template.toLetter'),
    // the records the template needs are chosen above; without them nothing is sent
    check: () => check(),
    body: (v) => ({ id: template.id, ...query, ...v, recipientRef: v.recipientRef! }),
    saved: t('template.letterCreated'),
    after: (letter: { id: number }) => void navigate(letterPath(letter.id)),
  });
  return (
    <SubmitForm
      card
      title={t('template.toLetter')}
      submit={submit}
      icon={IconMail}
      testId="doc-template-letter"
      submitTestId="doc-template-letter"
    >
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Select
          label={t('screen.recipientKind')}
          data={(['CHAMBER', 'STRUCTURE', 'LAWYER'] as const).map((k) => ({
            value: k,
            label: t(`recipientKind.${k}`),
          }))}
          value={kind}
          allowDeselect={false}
          onChange={(k) => {
            form.setFieldValue('recipientKind', (k as RecipientKind | null) ?? 'CHAMBER');
            form.setFieldValue('recipientRef', null);
          }}
          data-testid="doc-template-letter-kind"
        />
        <Select
          {...field('recipientRef', t('template.recipient'), 'doc-template-letter-recipient')}
          searchable
          data={options}
          onSearchChange={kind === 'CHAMBER' ? undefined : setSearch}
          nothingFoundMessage={t('screen.nothingFound')}
        />
        <TextInput {...field('subject', t('template.subject'), 'doc-template-letter-subject')} />
      </SimpleGrid>
    </SubmitForm>
  );
}
