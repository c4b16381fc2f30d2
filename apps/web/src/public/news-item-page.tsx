/**
 * /news/:id: one news item; its body is shown as the HTML the API rendered and sanitized from it (the API
 * keeps no script, event handler, style or frame: docs/domain.md "Site content").
 */
import { formatDate } from '@portal/domain';
import { Container, Image, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from './back-link';
import { api } from '../api/api';
import { QUIET_ITEM, useItemParams } from '../kit/route-params';
import { ListSkeleton } from '../kit/list';
import { usePageTitle } from '../shell/use-page-title';

export function NewsItemPage() {
  const { t } = useTranslation('public');
  const { data, isLoading, isError } = api.content.newsById.useQuery(useItemParams(), QUIET_ITEM);
  usePageTitle(data?.title ?? t('news.title'));
  return (
    <Container size="md" py="xl">
      <BackLink to="/news" label={t('news.back')} />
      {isLoading ? (
        <ListSkeleton rows={3} />
      ) : isError || !data ? (
        <Stack>
          <Title order={1}>{t('news.notFound')}</Title>
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
          {data.imageUrl && <Image src={data.imageUrl} alt="" radius="sm" mah={420} fit="cover" mb="md" />}
          <Typography>
            <div data-testid="news-body" dangerouslySetInnerHTML={{ __html: data.html }} />
          </Typography>
        </article>
      )}
    </Container>
  );
}
