/**
 * /profile/forum/:id (forum/topics/:id): a topic with its posts in order. Each post is the API's sanitized
 * HTML (forum/markdown.ts on the server); a hidden post shows the chamber's reason instead (a moderator
 * still reads it). A lawyer replies and reports another's post; a chamber hides a post with a reason.
 */
import { Alert, Badge, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import {
  forumHideBody,
  type ForumPost,
  forumReplyBody,
  forumReportBody,
  type ForumTopic,
} from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { IconArrowLeft, IconEyeOff, IconFlag, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../api/api';
import { reasonOnRecord } from '../kit/call-on-record';
import { submitThrough, useContractForm } from '../kit/form/contract-form';
import { SubmitButton } from '../kit/form/submit-button';
import { LinkButton } from '../kit/link-button';
import { QueryPage } from '../kit/list';
import { ReasonAction } from '../kit/reason-dialog';
import { PersonalDataWarning, PostTextField } from './post-text-field';
import { FORUM_PATH } from './topic-dialog';

export { loader } from './forum-page';

const replyText = forumReplyBody.pick({ text: true });

/**
 * A post's moderation steps, each asking a reason: the button `<step>`, the dialog `<step>Title` and
 * `<step>Text`, the test id `forum-post-<step>`.
 */
const MODERATION = [
  { step: 'report', icon: IconFlag, schema: forumReportBody.shape.reason, done: 'reportSent' },
  { step: 'hide', icon: IconEyeOff, schema: forumHideBody.shape.reason, done: 'hiddenDone' },
] as const;

function PostCard({ post, index }: { post: ForumPost; index: number }) {
  const { t } = useTranslation('forum');
  const calls = { report: api.forum.forumReport.useMutation(), hide: api.forum.forumHide.useMutation() };
  const author = t('by', { name: post.authorName, date: formatDateTime(post.createdAt) });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={author}
      data-testid="forum-post"
      data-hidden={post.hidden ? 'true' : 'false'}
      data-index={index}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {author}
        </Text>
        {post.reports > 0 && (
          <Badge color="orange" variant="light" data-testid="forum-post-reports">
            {t('reports', { count: post.reports })}
          </Badge>
        )}
      </Group>
      {post.hidden && (
        <Alert color="gray" icon={<IconEyeOff aria-hidden="true" />} mt="sm" data-testid="forum-post-hidden">
          {post.html === null
            ? t('hiddenNotice', { reason: post.hidden.reason })
            : t('hiddenForModerator', { reason: post.hidden.reason, date: formatDateTime(post.hidden.at) })}
        </Alert>
      )}
      {post.html !== null && (
        <Typography mt="sm" data-testid="forum-post-text">
          {/* the API's sanitized HTML (apps/api/src/http/safe-html.ts): formatting and safe links only */}
          <div dangerouslySetInnerHTML={{ __html: post.html }} />
        </Typography>
      )}
      <Group gap="sm" mt="sm">
        {post.reportedByMe && (
          <Text size="sm" c="dimmed">
            {t('reportedByMe')}
          </Text>
        )}
        {MODERATION.map(({ step, icon, schema, done }) => (
          <ReasonAction
            key={step}
            when={post.can[step]}
            label={t(step)}
            ariaLabel={`${t(step)}: ${author}`}
            icon={icon}
            size="xs"
            testId={`forum-post-${step}`}
            dialogTitle={t(`${step}Title`)}
            dialogText={t(`${step}Text`)}
            reasonLabel={t('reason')}
            schema={schema}
            {...reasonOnRecord(calls[step], post.id)}
            done={t(done)}
          />
        ))}
      </Group>
    </Card>
  );
}

function ReplyForm({ topic }: { topic: ForumTopic }) {
  const { t } = useTranslation('forum');
  const send = api.forum.forumReply.useMutation();
  const { form, field } = useContractForm(replyText, { text: '' });
  const submit = submitThrough(form, send, {
    label: t('reply'),
    body: (values) => ({ topicId: topic.id, text: values.text }),
    saved: t('replied'),
    after: () => form.reset(),
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={t('reply')}>
      <Stack gap="sm">
        <PostTextField label={t('field.reply')} {...field('text')} data-testid="forum-reply-text" />
        <PersonalDataWarning texts={[form.values.text]} testId="forum-reply-warning" />
        <div>
          <SubmitButton icon={IconSend} busy={submit.busy} testId="forum-reply-send">
            {submit.label}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}

export function TopicPage() {
  const { t } = useTranslation('forum');
  const id = Number(useParams().id);
  const topic = api.forum.forumTopic.useQuery({ params: { id } });
  return (
    <>
      <LinkButton to={FORUM_PATH} icon={IconArrowLeft} iconSize={16} variant="subtle" mb="sm">
        {t('back')}
      </LinkButton>
      <QueryPage title={topic.data?.title ?? t('title')} query={topic}>
        {(data) => (
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <Badge variant="light">{t(`category.${data.category}`)}</Badge>
              <Text size="sm">{t('replies', { count: data.replies })}</Text>
            </Group>
            <Title order={2} size="h4">
              {t('posts')}
            </Title>
            <Stack gap="sm" data-testid="forum-posts">
              {data.posts.map((post, index) => (
                <PostCard key={post.id} post={post} index={index} />
              ))}
            </Stack>
            {data.can.reply ? (
              <ReplyForm topic={data} />
            ) : (
              <Text c="dimmed" data-testid="forum-cannot-post">
                {t('cannotPost')}
              </Text>
            )}
          </Stack>
        )}
      </QueryPage>
    </>
  );
}
