/**
 * /lawyer-profile/drafts (drafts/list): everything the person left as a draft across the sections, the
 * last changed first. "Continue" opens the draft's own edit screen; "Delete" (where its section lets the
 * person delete it: orders and letters) goes through that section's own call.
 */
import { DRAFT_KINDS, type DraftItem, type RequestKindValue } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { column, Filter, type ListColumn, linkColumn, RegisterPage, useRegister } from '../kit/list';
import { CABINET_ORDERS_LINKS } from '../orders/orders-links';
import { formOf, REQUEST_LINKS } from '../requests/links';

const FILTERS = ['kind'] as const;
const C = '/lawyer-profile';

/** The draft's own edit screen in its section. */
export function resumeLink(d: DraftItem): string {
  switch (d.kind) {
    case 'order':
      return CABINET_ORDERS_LINKS.create(d.orderType ?? 'ELECTRONIC', d.id);
    case 'letter':
      return `${C}/letters/view/${d.id}`;
    case 'halfYearReport':
      return `${C}/reports/half-yearly/update/${d.id}`;
    case 'lawyerRequest':
      return REQUEST_LINKS.form(formOf(d.requestKind as RequestKindValue), d.id);
    case 'expertise':
      return `${C}/orders/expertise/${d.orderId}?draft=${d.id}`;
  }
}

export function DraftsPage() {
  const { t } = useTranslation('drafts');
  const navigate = useNavigate();
  const drafts = useRegister(api.drafts.draftList, FILTERS, { limit: 20 });
  const deleteOrder = api.orders.deleteOrder.useMutation();
  const deleteLetter = api.letters.letterDelete.useMutation();
  const remove = (d: DraftItem) => {
    if (d.kind === 'order') return deleteOrder.mutateAsync({ id: d.id });
    if (d.kind === 'letter') return deleteLetter.mutateAsync({ id: d.id });
    return undefined;
  };

  const columns: ListColumn<DraftItem>[] = [
    { key: 'kind', title: t('column.kind'), value: (d) => t(`kind.${d.kind}`) },
    linkColumn({
      key: 'title',
      title: t('column.title'),
      value: (d) => d.title,
      to: resumeLink,
      testId: 'draft-link',
    }),
    { key: 'updatedAt', title: t('column.updated'), value: (d) => formatDateTime(d.updatedAt) },
    column.actions({
      title: t('column.actions'),
      name: (d) => d.title,
      actions: (d) => [
        {
          when: true,
          label: t('resume'),
          icon: IconPencil,
          onClick: () => void navigate(resumeLink(d)),
          testId: 'draft-resume',
        },
        {
          when: d.can.delete,
          label: t('delete'),
          icon: IconTrash,
          danger: true,
          confirm: {
            title: t('deleteTitle'),
            text: t('deleteConfirm', { title: d.title }),
            busy: deleteOrder.isPending || deleteLetter.isPending,
            run: () => remove(d),
            done: t('deleted'),
            onDone: () => void drafts.query.refetch(),
            testId: 'draft-delete-dialog',
          },
          testId: 'draft-delete',
        },
      ],
    }),
  ];

  return (
    <RegisterPage
      title={t('title')}
      lead={t('lead')}
      register="drafts"
      filters={{
        label: t('filters'),
        fields: (
          <Filter.Choice
            name="kind"
            label={t('kindFilter')}
            values={DRAFT_KINDS}
            optionLabel={(k) => t(`kind.${k}`)}
          />
        ),
      }}
      {...drafts}
      columns={columns}
      empty={{ text: t('empty') }}
      rowProps={(d) => ({ 'data-kind': d.kind, 'data-id': d.id })}
    />
  );
}
