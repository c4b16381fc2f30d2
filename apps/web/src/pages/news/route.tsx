/** /news: published news, newest first, with search; page in the URL. */
import { Anchor, Card, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay as formatDate } from '../../public/dates';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { startEarly } from '../../api/client';
import { NEWS_LIST, useNewsList } from '../../api/public';
import { PageHeader } from '../../shell/page-header';
import { ListPager } from '../../public/list-pager';
import { ListEmpty, ListError, ListSkeleton, useDeferredAnswer } from '../../public/list-states';
import { SearchBox } from '../../public/search-box';
import { pageFromUrl, useUrlState } from '../../public/url-state';

const LIMIT = 12;

/** The list call of the page the URL shows. */
function newsQuery(params: URLSearchParams) {
  return { page: pageFromUrl(params), limit: LIMIT, search: params.get('search') ?? undefined };
}

/** The list call starts while the page's code loads (and before a prerendered page is hydrated). */
export function loader({ request }: LoaderFunctionArgs) {
  startEarly(NEWS_LIST, newsQuery(new URL(request.url).searchParams));
  return null;
}

export function Component() {
  const { t } = useTranslation('public');
  const url = useUrlState();
  const search = url.get('search');
  const news = useNewsList(newsQuery(url.params));
  const { isError, refetch } = news;
  const { data, isLoading } = useDeferredAnswer(news.data, isError);
  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('news.title')} />
      <Stack maw={420} mb="lg">
        <SearchBox
          label={t('news.search')}
          value={search}
          onChange={(v) => url.set({ search: v }, { replace: true })}
          testId="news-search"
        />
      </Stack>
      {isLoading ? (
        <ListSkeleton />
      ) : isError ? (
        <ListError onRetry={() => void refetch()} />
      ) : data && data.list.length === 0 ? (
        <ListEmpty />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="news-list"
        >
          {data?.list.map((n) => (
            <Card key={n.id} component="li" withBorder radius="md" padding="lg" data-testid="news-item">
              <Text size="sm" c="dimmed" component="time" dateTime={n.publishedAt}>
                {formatDate(n.publishedAt)}
              </Text>
              <Anchor
                underline="always"
                component={Link}
                to={`/news/${n.id}`}
                fw={600}
                mt={4}
                data-testid="news-link"
              >
                {n.title}
              </Anchor>
              <Text mt="xs">{n.summary}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {data && (
        <ListPager page={url.page} limit={LIMIT} total={data.total} onPage={(p) => url.set({ page: p })} />
      )}
    </Container>
  );
}
