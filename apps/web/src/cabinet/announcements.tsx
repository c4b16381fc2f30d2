/**
 * The home page's announcements: the posts addressed to the person (the ministry's and their regional
 * chamber's), the ones not yet opened first and counted. Opening one shows its text (sanitized by the
 * API) and records it seen.
 */
import { Badge, Button, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import type { PostReaderItem } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import { ShowDialog } from '../kit/reason-dialog';

/** The post opened: as the list gave it, then as the API answers its opening (the same text, now seen). */
function PostModal({ shown, onClose }: { shown: PostReaderItem; onClose: () => void }) {
  return (
    <ShowDialog onClose={onClose} title={shown.title} testId="announcement-dialog">
      <Text size="sm" c="dimmed" mb="sm">
        {formatDateTime(shown.publishedAt)}
      </Text>
      <Typography>
        <div data-testid="announcement-body" dangerouslySetInnerHTML={{ __html: shown.html }} />
      </Typography>
    </ShowDialog>
  );
}

export function Announcements() {
  const { t } = useTranslation('cabinet');
  const posts = api.posts.myPosts.useQuery({ query: { limit: 5 } }, { staleTime: 0 });
  const [open, setOpen] = useState<PostReaderItem | null>(null);
  const read = api.posts.postRead.useMutation();
  const openPost = (post: PostReaderItem) => {
    setOpen(post);
    read.mutate({ id: post.id });
  };
  if (!posts.data || posts.data.total === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-announcements" data-testid="home-announcements">
      <Group gap="sm">
        <Title order={2} size="h3" id="home-announcements">
          {t('home.announcements')}
        </Title>
        {posts.data.unseen > 0 && (
          <Badge variant="filled" data-testid="announcements-unseen">
            {t('home.unseen', { count: posts.data.unseen })}
          </Badge>
        )}
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {posts.data.list.map((post) => (
          <Card
            key={post.id}
            component="li"
            withBorder
            padding="sm"
            data-testid="announcement"
            data-seen={post.seenAt !== null}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  {post.seenAt === null && (
                    <Badge size="sm" variant="light">
                      {t('home.new')}
                    </Badge>
                  )}
                  <Text fw={post.seenAt === null ? 700 : 500}>{post.title}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatDateTime(post.publishedAt)}
                </Text>
              </Stack>
              <Button
                variant="light"
                size="compact-md"
                onClick={() => openPost(post)}
                aria-label={`${t('home.open')}: ${post.title}`}
                data-testid="announcement-open"
              >
                {t('home.open')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      {open && (
        <PostModal shown={read.data?.id === open.id ? read.data : open} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
