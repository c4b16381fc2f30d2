/** Who has seen a post: how many of its audience, and each reader with when they first opened it. */
import { Text } from '@mantine/core';
import type { PostDeskItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { useDisplayName } from '../i18n/display-name';
import { ListTable, QueryState } from '../kit/list';
import { ShowDialog } from '../kit/reason-dialog';

export function PostSeenDialog({ post, onClose }: { post: PostDeskItem; onClose: () => void }) {
  const { t } = useTranslation('site-content');
  const displayName = useDisplayName();
  const seen = api.postDesk.postGetSeenByPostId.useQuery({ params: { id: post.id } });
  return (
    <ShowDialog
      onClose={onClose}
      title={t('posts.seenTitle', { title: post.title })}
      testId="post-seen-dialog"
    >
      <QueryState query={seen}>
        {seen.data && (
          <>
            <Text mb="sm" data-testid="post-seen-count">
              {t('posts.seenOf', { seen: seen.data.seenCount, audience: seen.data.audienceCount })}
            </Text>
            <ListTable
              records={seen.data.list}
              label={t('posts.seenTitle', { title: post.title })}
              testId={{ table: 'post-seen-list', row: 'post-seen-row' }}
              rowKey="personId"
              columns={[
                { key: 'fullName', title: t('posts.reader'), value: (s) => displayName(s.fullName) },
                { key: 'seenAt', title: t('posts.seenAt'), value: (s) => formatDateTime(s.seenAt) },
              ]}
              empty={{ text: t('posts.seenNobody') }}
            />
          </>
        )}
      </QueryState>
    </ShowDialog>
  );
}
