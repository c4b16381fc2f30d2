/**
 * /lawyer-profile/site-content/news (MINISTRY, ADMIN): the news desk. Every item whatever its state
 * (a draft, waiting for its moment, on the site), searched by title; write, correct, preview, publish
 * now or from a moment, take off the site, and open an item on the site.
 */
import { NEWS_STATES, type NewsManageItem, type NewsState } from '@portal/contracts';
import { formatDateTime, type StatusTone } from '@portal/domain';
import { IconExternalLink, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { defineRegister, Filter } from '../kit/list';
import { ContentDesk } from './content-desk';
import { ToneBadge } from '../kit/status-badge';
import { NewsDialog } from './news-dialog';
import { PublishDialog } from './publish-dialog';

const TONE: Record<NewsState, StatusTone> = { DRAFT: 'neutral', SCHEDULED: 'progress', PUBLISHED: 'good' };

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

/** The news dialog; an item to correct is read whole first (the desk's row does not hold its texts). */
function NewsDialogFor({ item, onClose }: { item: NewsManageItem | null; onClose: () => void }) {
  const editing = api.newsAdmin.newsManageById.useQuery(
    { params: { id: item?.id ?? 0 } },
    { enabled: item !== null },
  );
  if (!item) return <NewsDialog editing={null} onClose={onClose} />;
  return editing.data ? <NewsDialog editing={editing.data} onClose={onClose} /> : null;
}

export function NewsDeskPage() {
  const { t } = useTranslation('site-content');
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState<NewsManageItem | null>(null);
  const unpublish = api.newsAdmin.newsUnpublish.useMutation();

  return (
    <ContentDesk
      of={NEWS_DESK}
      add={{ label: t('write'), testId: 'news-write' }}
      editTestId="news-edit"
      dialog={(item, close) => <NewsDialogFor item={item} onClose={close} />}
      actions={(n) => [
        {
          when: n.can.publish,
          label: t('publish'),
          icon: IconPlayerPlay,
          onClick: () => setPublishing(n),
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
      ]}
    >
      {publishing && <PublishDialog item={publishing} onClose={() => setPublishing(null)} />}
    </ContentDesk>
  );
}
