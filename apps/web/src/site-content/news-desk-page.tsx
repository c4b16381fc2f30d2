/**
 * /lawyer-profile/site-content/news (MINISTRY, ADMIN): the news desk. Every item whatever its state
 * (a draft, waiting for its moment, on the site), searched by title; write, correct, preview, publish
 * now or from a moment, take off the site, and open an item on the site.
 */
import { NEWS_STATES, type NewsManageItem, type NewsState } from '@portal/contracts';
import { formatDateTime, type StatusTone } from '@portal/domain';
import { IconEdit, IconExternalLink, IconPlayerPlay, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { defineRegister, Filter, Register } from '../kit/list';
import { ToneBadge } from '../kit/status-badge';
import { NewsDialog } from './news-dialog';
import { PublishDialog } from './publish-dialog';

const TONE: Record<NewsState, StatusTone> = { DRAFT: 'neutral', SCHEDULED: 'progress', PUBLISHED: 'good' };

type Dialog = { kind: 'write' } | { kind: 'edit' | 'publish'; item: NewsManageItem };

export const NEWS_DESK = defineRegister({
  name: 'news-desk',
  texts: 'site-content:news',
  keys: { title: 'title', lead: 'lead', filters: 'filters' },
  call: api.newsAdmin.newsManageList,
  filters: ['search', 'state'],
  cols: { base: 1, sm: 2 },
  fields: ({ t }) => (
    <>
      <Filter.Search label={t('search')} />
      <Filter.Choice
        name="state"
        label={t('column.state')}
        values={NEWS_STATES}
        optionLabel={(s) => t(`state.${s}`)}
        testId="news-filter-state"
      />
    </>
  ),
  columns: ({ t }) => [
    { key: 'title', title: t('column.title') },
    {
      key: 'state',
      title: t('column.state'),
      value: (n) => t(`state.${n.state}`),
      render: (n) => (
        <ToneBadge tone={TONE[n.state]} testId="news-state">
          {t(`state.${n.state}`)}
        </ToneBadge>
      ),
    },
    { key: 'publishedAt', title: t('column.publishedAt'), value: (n) => formatDateTime(n.publishedAt) },
  ],
  csv: 'news',
  rowProps: (n) => ({ 'data-state': n.state, 'data-id': n.id }),
});

export function NewsDeskPage() {
  const { t } = useTranslation('site-content');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const editing = api.newsAdmin.newsManageById.useQuery(
    { params: { id: dialog?.kind === 'edit' ? dialog.item.id : 0 } },
    { enabled: dialog?.kind === 'edit' },
  );
  const unpublish = api.newsAdmin.newsUnpublish.useMutation();

  return (
    <Register
      of={NEWS_DESK}
      actions={
        <ActionButton icon={IconPlus} onClick={() => setDialog({ kind: 'write' })} testId="news-write">
          {t('write')}
        </ActionButton>
      }
      rowActions={{
        title: t('column.actions'),
        name: (n) => n.title,
        actions: (n) => [
          {
            when: n.can.edit,
            label: t('edit'),
            icon: IconEdit,
            onClick: () => setDialog({ kind: 'edit', item: n }),
            testId: 'news-edit',
          },
          {
            when: n.can.publish,
            label: t('publish'),
            icon: IconPlayerPlay,
            onClick: () => setDialog({ kind: 'publish', item: n }),
            testId: 'news-publish',
          },
          {
            when: n.can.unpublish,
            label: t('unpublish'),
            icon: IconPlayerStop,
            danger: true,
            confirm: {
              title: t('unpublishTitle', { title: n.title }),
              text: t('unpublishText'),
              busy: unpublish.isPending,
              run: () => unpublish.mutateAsync({ id: n.id }),
              done: t('unpublished'),
              testId: 'news-unpublish-dialog',
            },
            testId: 'news-unpublish',
          },
          {
            when: n.state === 'PUBLISHED',
            label: t('view'),
            icon: IconExternalLink,
            onClick: () => void navigate(`/news/${n.id}`),
            testId: 'news-view',
          },
        ],
      }}
    >
      {dialog?.kind === 'write' && <NewsDialog editing={null} onClose={close} />}
      {dialog?.kind === 'edit' && editing.data && <NewsDialog editing={editing.data} onClose={close} />}
      {dialog?.kind === 'publish' && <PublishDialog item={dialog.item} onClose={close} />}
    </Register>
  );
}
