/**
 * /lawyer-profile/site-content/posts (post.write: the ministry, a regional chamber, ADMIN): the author's
 * desk of announcements. The posts the caller keeps (the ministry the country's, a chamber its region's),
 * with their audience and how many of it have seen each; write, correct, publish, take off, and who has
 * seen a post.
 */
import type { PostDeskItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconEye, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { callOnRecord } from '../kit/call-on-record';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { defineRegister, Filter } from '../kit/list';
import { ContentDesk } from './content-desk';
import { ToneBadge } from '../kit/status-badge';
import { PostDialog } from './post-dialog';
import { PostSeenDialog } from './post-seen-dialog';

export const POST_DESK = defineRegister({
  name: 'post-desk',
  texts: 'site-content:posts',
  call: api.postDesk.postDeskList,
  filters: ['search'],
  fields: ({ t }) => <Filter.Search label={t('search')} />,
  columns: ({ t }) => [
    { key: 'title', title: t('column.title') },
    { key: 'audience', title: t('posts.audience'), value: (p) => t(`posts.audienceOf.${p.audience}`) },
    {
      key: 'state',
      title: t('column.state'),
      value: (p) => t(p.published ? 'state.PUBLISHED' : 'state.DRAFT'),
      render: (p) => (
        <ToneBadge tone={p.published ? 'good' : 'neutral'} testId="post-state">
          {t(p.published ? 'state.PUBLISHED' : 'state.DRAFT')}
        </ToneBadge>
      ),
    },
    { key: 'publishedAt', title: t('column.publishedAt'), value: (p) => formatDateTime(p.publishedAt) },
    {
      key: 'seen',
      title: t('posts.seen'),
      value: (p) => t('posts.seenOf', { seen: p.seenCount, audience: p.audienceCount }),
    },
  ],
  csv: 'posts',
  rowProps: (p) => ({ 'data-id': p.id, 'data-published': p.published }),
});

export function PostDeskPage() {
  const { t } = useTranslation('site-content');
  const [seen, setSeen] = useState<PostDeskItem | null>(null);
  const publish = api.postDesk.postPublish.useMutation();
  const unpublish = api.postDesk.postUnpublish.useMutation();

  return (
    <ContentDesk
      of={POST_DESK}
      add={{ label: t('posts.write'), testId: 'post-write' }}
      editTestId="post-edit"
      dialog={(editing, close) => <PostDialog editing={editing} onClose={close} />}
      actions={(p) => [
        {
          when: p.can.publish,
          label: t('publish'),
          icon: IconPlayerPlay,
          ...callOnRecord(publish, p.id, t('posts.published')),
          testId: 'post-publish',
        },
        {
          when: p.can.unpublish,
          label: t('unpublish'),
          icon: IconPlayerStop,
          danger: true,
          ...callOnRecord(unpublish, p.id, t('posts.unpublished')),
          testId: 'post-unpublish',
        },
        {
          when: p.can.viewSeen,
          label: t('posts.whoSaw'),
          icon: IconEye,
          onClick: () => setSeen(p),
          testId: 'post-seen',
        },
      ]}
    >
      {seen && <PostSeenDialog post={seen} onClose={() => setSeen(null)} />}
    </ContentDesk>
  );
}
