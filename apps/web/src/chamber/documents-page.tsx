/**
 * /lawyer-profile/document-chamber (listDirectoryChamberDocs): the chamber's decisions,
 * regulations and forms, 10 a page, searched and filtered by kind and date in the URL; each opens as its
 * PDF. A chamber publishes, corrects and withdraws its own (the republic chamber: every one) and sees the
 * withdrawn ones; the notes to read and confirm are one link away.
 */
import { Anchor, Button } from '@mantine/core';
import { type ChamberDocumentItem, reasonText } from '@portal/contracts';
import { CHAMBER_DOCUMENT_KINDS, CHAMBER_DOCUMENT_STATUSES, formatDate } from '@portal/domain';
import { IconBan, IconFileText, IconPencil, IconPlus } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { DocumentDialog } from './document-dialog';
import { namespacesLoader } from '../i18n/i18n';
import { column, Filter, filterReader, type ListColumn, RegisterPage, useListUrl } from '../kit/list';
import { ReasonDialog } from '../kit/reason-dialog';
import { useStatusLabel } from '../kit/status-badge';
import { toast } from '../shell/toast';

export const loader = namespacesLoader(['chamber']);

export function DocumentsPage() {
  const { t } = useTranslation('chamber');
  const statusLabel = useStatusLabel();
  const list = useListUrl({ limit: 10 });
  const read = filterReader(list.url.get);
  const docs = api.chamberDocuments.listDirectoryChamberDocs.useQuery({
    query: {
      search: read.search(),
      kind: read.oneOf('kind', CHAMBER_DOCUMENT_KINDS),
      dateFrom: read.day('dateFrom'),
      dateTo: read.day('dateTo'),
      status: read.oneOf('status', CHAMBER_DOCUMENT_STATUSES),
      ...list.query,
    },
  });
  const canPublish = docs.data?.canPublish ?? false;
  const withdraw = api.chamberDocuments.chamberDocumentWithdraw.useMutation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ChamberDocumentItem | null>(null);
  const [withdrawing, setWithdrawing] = useState<ChamberDocumentItem | null>(null);

  const columns: ListColumn<ChamberDocumentItem>[] = [
    { key: 'number', title: t('docs.field.number'), sortable: true },
    {
      key: 'title',
      title: t('docs.field.title'),
      value: (d) => d.title,
      sortable: true,
      render: (d) => (
        <Anchor
          component="button"
          type="button"
          onClick={() =>
            void api.chamberDocuments.chamberDocumentFile.download({ params: { id: d.id } }, d.fileName)
          }
          data-testid="chamber-doc-open"
        >
          {d.title}
        </Anchor>
      ),
    },
    {
      key: 'documentDate',
      title: t('docs.field.documentDate'),
      value: (d) => formatDate(d.documentDate),
      sortable: true,
    },
    { key: 'kind', title: t('docs.field.kind'), value: (d) => t(`docs.kind.${d.kind}`), sortable: true },
    {
      key: 'region',
      title: t('docs.field.region'),
      value: (d) => d.regionName ?? t('docs.republic'),
    },
    ...(canPublish
      ? [
          column.status<ChamberDocumentItem>({
            title: t('docs.field.status'),
            status: (d) => d.status,
            label: statusLabel,
          }),
        ]
      : []),
    column.actions<ChamberDocumentItem>({
      title: t('docs.field.actions'),
      name: (d) => `${d.number} ${d.title}`,
      actions: (d) => [
        {
          when: true,
          label: t('docs.open'),
          icon: IconFileText,
          onClick: () =>
            void api.chamberDocuments.chamberDocumentFile.download({ params: { id: d.id } }, d.fileName),
          testId: 'chamber-doc-download',
        },
        {
          when: d.can.edit,
          label: t('docs.edit'),
          icon: IconPencil,
          onClick: () => setEditing(d),
          testId: 'chamber-doc-edit',
        },
        {
          when: d.can.withdraw,
          label: t('docs.withdraw'),
          icon: IconBan,
          danger: true,
          onClick: () => setWithdrawing(d),
          testId: 'chamber-doc-withdraw',
        },
      ],
    }),
  ];

  return (
    <RegisterPage
      texts="chamber:docs"
      empty={{ text: t('emptyList.docs') }}
      actions={
        <>
          {canPublish && (
            <ActionButton icon={IconPlus} onClick={() => setCreating(true)} testId="chamber-doc-publish">
              {t('docs.publish')}
            </ActionButton>
          )}
          <Button component={Link} to="notes" variant="light" data-testid="chamber-notes-link">
            {t('docs.notes')}
          </Button>
        </>
      }
      filters={{
        names: ['search', 'kind', 'dateFrom', 'dateTo', 'status'],
        testId: 'chamber-docs',
        cols: { base: 1, sm: 2, lg: canPublish ? 5 : 4 },
        fields: (
          <>
            <Filter.Search
              label={t('docs.search')}
              hint={t('docs.searchHint')}
              testId="chamber-docs-search"
            />
            <Filter.Choice
              name="kind"
              label={t('docs.field.kind')}
              values={CHAMBER_DOCUMENT_KINDS}
              optionLabel={(k) => t(`docs.kind.${k}`)}
            />
            <Filter.DayRange from={t('docs.dateFrom')} to={t('docs.dateTo')} />
            {canPublish && (
              <Filter.Status
                statuses={CHAMBER_DOCUMENT_STATUSES}
                label={t('docs.field.status')}
                kind="chamberDocument"
              />
            )}
          </>
        ),
      }}
      query={docs}
      list={list}
      columns={columns}
      testId={{ table: 'chamber-docs-table', row: 'chamber-doc-row' }}
      csv="chamber-documents"
      rowProps={(d) => ({ 'data-number': d.number })}
    >
      <DocumentDialog opened={creating} onClose={() => setCreating(false)} />
      {editing && (
        <DocumentDialog key={editing.id} opened onClose={() => setEditing(null)} editing={editing} />
      )}
      <ReasonDialog
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={t('docs.withdrawTitle')}
        text={withdrawing ? `${withdrawing.number} ${withdrawing.title}` : undefined}
        label={t('docs.withdrawReason')}
        submitLabel={t('docs.withdraw')}
        schema={reasonText}
        busy={withdraw.isPending}
        onSubmit={(reason) => {
          if (!withdrawing) return;
          withdraw.mutate(
            { id: withdrawing.id, reason },
            {
              onSuccess: () => {
                setWithdrawing(null);
                toast.success(t('docs.withdrawnDone'));
              },
            },
          );
        }}
        testId="chamber-doc-withdraw-dialog"
      />
    </RegisterPage>
  );
}
