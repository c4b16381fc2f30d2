/**
 * /profile/forum (forum/topics): the lawyers' forum, the latest active topic first, found by category
 * and words; a lawyer opens a topic; a chamber sees the reports waiting in each topic and may list only
 * those (docs/domain.md "Forum").
 */
import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import type { ForumTopicItem } from '@portal/contracts';
import { FORUM_CATEGORIES, formatDateTime } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { ActionButton } from '../kit/action-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { useCurrentAccount } from '../api/identity';
import { namespacesLoader } from '../i18n/i18n';
import { Filter, RegisterPage, useRegister } from '../kit/list';
import { FORUM_PATH, TopicDialog } from './topic-dialog';

export const loader = namespacesLoader(['forum']);

const FILTERS = ['category', 'search', 'reported'] as const;

function TopicCard({ topic }: { topic: ForumTopicItem }) {
  const { t } = useTranslation('forum');
  return (
    <Card withBorder radius="md" padding="md" data-testid="forum-topic" data-title={topic.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Anchor component={Link} to={`${FORUM_PATH}/${topic.id}`} fw={600} size="lg">
          {topic.title}
        </Anchor>
        <Badge variant="light">{t(`category.${topic.category}`)}</Badge>
      </Group>
      <Group gap="md" mt={4} wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('by', { name: topic.authorName, date: formatDateTime(topic.createdAt) })}
        </Text>
        <Text size="sm">{t('replies', { count: topic.replies })}</Text>
        <Text size="sm" c="dimmed">
          {t('lastPost', { date: formatDateTime(topic.lastPostAt) })}
        </Text>
        {topic.openReports > 0 && (
          <Badge color="orange" variant="light" data-testid="forum-topic-reports">
            {t('openReports', { count: topic.openReports })}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

export function ForumPage() {
  const { t } = useTranslation('forum');
  const held = useCurrentAccount().data?.permissions ?? [];
  const writer = held.includes('forum.post');
  const moderator = held.includes('forum.moderate');
  const topics = useRegister(api.forum.forumTopics, FILTERS);
  const [creating, setCreating] = useState(false);
  return (
    <RegisterPage
      empty={{ text: t('emptyList.topics') }}
      {...topics}
      title={t('title')}
      lead={t('lead')}
      label={t('topicList')}
      actions={
        writer ? (
          <ActionButton icon={IconPlus} onClick={() => setCreating(true)} testId="forum-new-topic">
            {t('newTopic')}
          </ActionButton>
        ) : undefined
      }
      filters={{
        label: t('filters'),
        testId: 'forum',
        fields: (
          <>
            <Filter.Search label={t('search')} testId="forum-search" maxLength={200} />
            <Filter.Choice
              name="category"
              label={t('categoryFilter')}
              values={FORUM_CATEGORIES}
              optionLabel={(c) => t(`category.${c}`)}
              testId="forum-category"
            />
            {moderator && (
              <Filter.Only
                name="reported"
                label={t('reportedOnly')}
                only={t('reportedChoice')}
                testId="forum-reported"
              />
            )}
          </>
        ),
      }}
      layout="cards"
      cards={{ render: (topic) => <TopicCard topic={topic} />, testId: 'forum-topics' }}
    >
      {writer && <TopicDialog opened={creating} onClose={() => setCreating(false)} />}
    </RegisterPage>
  );
}
