/** /news/:id: one news item; its body is plain text rendered as paragraphs (never as HTML). */
import { formatDate } from '@portal/domain';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from './back-link';
import { useParams } from 'react-router';
import { api } from '../api/api';
import { ListEmpty, ListSkeleton, positiveId } from '../kit/list';
import { usePageTitle } from '../shell/use-page-title';

export function NewsItemPage() {
  const { t } = useTranslation('public');
  const { id } = useParams();
  const numeric = positiveId(id) ?? 0;
  const { data, isLoading, isError } = api.content.newsById.useQuery(
    { params: { id: numeric ?? 0 } },
    { dontShowError: true, retry: false, enabled: numeric !== null },
  );
  usePageTitle(data?.title ?? t('news.title'));
  return (
    <Container size="md" py="xl">
      <BackLink to="/news" label={t('news.back')} />
      {isLoading ? (
        <ListSkeleton rows={3} />
      ) : isError || !data ? (
        <Stack>
          <Title order={1}>{t('news.notFound')}</Title>
          <ListEmpty />
        </Stack>
      ) : (
        <article data-testid="news-article">
          <Text c="dimmed" component="time" dateTime={data.publishedAt}>
            {formatDate(data.publishedAt)}
          </Text>
          <Title order={1} mt="xs" mb="md" data-testid="news-title">
            {data.title}
          </Title>
          <Text size="lg" fw={600} mb="md">
            {data.summary}
          </Text>
          {data.body.split(/\n\s*\n/).map((p, i) => (
            <Text key={i} mb="sm">
              {p}
            </Text>
          ))}
        </article>
      )}
    </Container>
  );
}
