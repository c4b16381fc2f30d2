/** /news: published news, newest first, with search; page in the URL. */
import { formatDate } from '@portal/domain';
import { Anchor, Card, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { startEarly } from '../../api/client';
import { NEWS_LIST, useNewsList } from '../../api/public';
import { PageHeader } from '../../shell/page-header';
import { DataList, listQuery, useListUrl } from '../../kit/list';
import { SearchBox } from '../../public/search-box';

const LIMIT = 12;

/** The list call of the page the URL shows. */
function newsQuery(params: URLSearchParams) {
  return { ...listQuery(params, LIMIT), search: params.get('search') ?? undefined };
}

/** The list call starts while the page's code loads (and before a prerendered page is hydrated). */
export function loader({ request }: LoaderFunctionArgs) {
  startEarly(NEWS_LIST, newsQuery(new URL(request.url).searchParams));
  return null;
}

export function Component() {
  const { t } = useTranslation('public');
  const list = useListUrl({ limit: LIMIT });
  const { url } = list;
  const search = url.get('search');
  const news = useNewsList(newsQuery(url.params));
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
      <DataList
        query={news}
        list={list}
        layout="cards"
        label={t('news.title')}
        rowProps={() => ({ 'data-testid': 'news-item' })}
        skeleton={{ rows: 6, height: 72 }}
        cards={{
          cols: { base: 1, sm: 2, lg: 3 },
          spacing: 'md',
          testId: 'news-list',
          render: (n) => (
            <Card withBorder radius="md" padding="lg" h="100%">
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
          ),
        }}
      />
    </Container>
  );
}
