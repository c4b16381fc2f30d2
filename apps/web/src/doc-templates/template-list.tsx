/**
 * /lawyer-profile/letters/doc-template: the templates the user may use (their structure's, then the
 * chambers' shared ones), "new template" for whoever keeps templates, and per row: fill in (preview, PDF,
 * a letter), edit and delete where the template is the user's (the DTO's `can`).
 */
import { Group } from '@mantine/core';
import type { DocTemplateDto } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconEdit, IconFileText, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { column, defineRegister, Filter, linkColumn, Register } from '../kit/list';
import { templateLinks } from './template-links';
import { LinkButton } from '../kit/link-button';

export const DOC_TEMPLATES = defineRegister({
  name: 'doc-templates',
  texts: 'letters:template',
  call: api.docTemplates.docTemplateList,
  filters: ['search'],
  limit: 20,
  fields: ({ t }) => <Filter.Search label={t('template.search')} />,
  columns: ({ t }) => [
    linkColumn({
      key: 'name',
      title: t('template.name'),
      value: (d) => d.name,
      sortable: true,
      to: (d) => templateLinks.use(d.id),
      testId: 'doc-template-link',
    }),
    column.flag<DocTemplateDto>({
      key: 'shared',
      t,
      on: (d) => d.shared,
      tones: ['progress', 'neutral'],
      testId: 'doc-template-kind',
    }),
    { key: 'ownerName', title: t('template.owner'), sortable: true },
    { key: 'updatedAt', title: t('template.updated'), value: (d) => formatDateTime(d.updatedAt) },
  ],
  empty: ({ t }) => ({
    text: t('emptyList.templates'),
    link: {
      to: '/lawyer-profile/letters/doc-template/new',
      label: t('emptyList.newTemplate'),
      permission: 'docTemplate.view',
    },
  }),
  rowProps: (d) => ({ 'data-name': d.name }),
});

export function TemplateList() {
  const { t } = useTranslation('letters');
  const navigate = useNavigate();
  const remove = api.docTemplates.docTemplateDelete.useMutation();
  return (
    <Register
      of={DOC_TEMPLATES}
      lead={(answer) =>
        answer?.canCreate && (
          <Group mt="sm">
            <LinkButton to={templateLinks.create} icon={IconPlus} testId="doc-template-new">
              {t('template.new')}
            </LinkButton>
          </Group>
        )
      }
      rowActions={{
        title: t('template.actions'),
        name: (d) => d.name,
        actions: (d) => [
          {
            when: true,
            label: t('template.use'),
            icon: IconFileText,
            onClick: () => void navigate(templateLinks.use(d.id)),
            testId: 'doc-template-use',
          },
          {
            when: d.can.edit,
            label: t('template.edit'),
            icon: IconEdit,
            onClick: () => void navigate(templateLinks.edit(d.id)),
            testId: 'doc-template-edit',
          },
          {
            when: d.can.delete,
            label: t('template.delete'),
            icon: IconTrash,
            danger: true,
            confirm: {
              title: t('template.delete'),
              text: t('template.deleteConfirm', { name: d.name }),
              busy: remove.isPending,
              run: () => remove.mutateAsync({ id: d.id }),
              done: t('template.deleted'),
              testId: 'doc-template-delete-dialog',
            },
            testId: 'doc-template-delete',
          },
        ],
      }}
    />
  );
}
