/**
 * The published news, newest first, with search and the page in the URL: the list of /news and of the
 * phone's /mobile/news (one column, 44 px links). The card is shared with the phone's home (/mobile).
 */
import { Anchor, Card, Image, Skeleton, Stack, Text } from '@mantine/core';
import type { NewsListItem } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { startEarly } from '../api/client';
import { api } from '../api/api';
import { NEWS_LIST } from '../api/public';
import { CardList, listQuery, useListUrl } from '../kit/list';
import { UrlSearch } from './url-search';

const LIMIT = 12;

/** The list call of the page the URL shows. */
function newsQuery(params: URLSearchParams) {
  return { ...listQuery(params, LIMIT), search: params.get('search') ?? undefined };
}

/** A route loader: the list call starts while the page's code loads (and before a prerendered page is hydrated). */
export function newsLoader({ request }: LoaderFunctionArgs) {
  startEarly(NEWS_LIST, newsQuery(new URL(request.url).searchParams));
  return null;
}

/**
 * The lines a card of the /news grid gives its title and its summary, however long they are (the whole
 * text is on the item's page): every card has one height, the one its loading placeholder reserves.
 */
const TITLE_LINES = 2;
const SUMMARY_LINES = 3;

/** The cover's box: its place is kept before the image arrives (the card does not grow then). */
const COVER = { width: 640, height: 360 };

/**
 * A news item's card: its cover image when it has one, date, title and summary. `first` is the first
 * card of the page, on screen when the page opens: its cover loads at once, ahead of the other images;
 * the others load as they come near the screen.
 */
export function NewsCard({
  item,
  phone = false,
  first = false,
}: {
  item: NewsListItem;
  phone?: boolean;
  first?: boolean;
}) {
  return (
    <Card withBorder radius="md" padding={phone ? 'sm' : 'lg'} h="100%">
      {item.imageUrl && (
        <Card.Section mb="sm">
          <Image
            src={item.imageUrl}
            alt=""
            width={COVER.width}
            height={COVER.height}
            h="auto"
            fit="cover"
            style={{ aspectRatio: `${COVER.width} / ${COVER.height}` }}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            data-testid="news-cover"
          />
        </Card.Section>
      )}
      <Text size="sm" c="dimmed" component="time" dateTime={item.publishedAt}>
        {formatDate(item.publishedAt)}
      </Text>
      <Anchor
        underline="always"
        component={Link}
        to={`/news/${item.id}`}
        fw={600}
        mt={4}
        data-testid="news-link"
        lineClamp={phone ? undefined : TITLE_LINES}
        style={
          phone
            ? { display: 'inline-flex', alignItems: 'center', minHeight: 44 }
            : { minHeight: `${TITLE_LINES}lh` }
        }
      >
        {item.title}
      </Anchor>
      <Text mt="xs" lineClamp={SUMMARY_LINES} style={phone ? undefined : { minHeight: `${SUMMARY_LINES}lh` }}>
        {item.summary}
      </Text>
    </Card>
  );
}

/** The loading placeholder of a /news card: its lines, as high as the card's (grey bars in place of text). */
function NewsCardPlaceholder() {
  const line = (size: 'sm' | 'md', lines: number, mt: number | 'xs', width: string) => (
    <Text size={size} component="div" mt={mt} h={`${lines}lh`}>
      <Skeleton h="100%" w={width} radius="sm" />
    </Text>
  );
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      {line('sm', 1, 0, '30%')}
      {line('md', TITLE_LINES, 4, '90%')}
      {line('md', SUMMARY_LINES, 'xs', '100%')}
    </Card>
  );
}

export function NewsList({ phone = false }: { phone?: boolean }) {
  const { t } = useTranslation('public');
  const list = useListUrl({ limit: LIMIT });
  const { url } = list;
  const news = api.content.listNews.useQuery({ query: newsQuery(url.params) });
  return (
    <>
      <Stack maw={420} mb="lg">
        <UrlSearch label={t('news.search')} testId="news-search" />
      </Stack>
      <CardList
        empty={{ text: t('emptyList.news') }}
        query={news}
        list={list}
        label={t('news.title')}
        testId={{ table: 'news-list', row: 'news-item' }}
        skeleton={{ rows: LIMIT, height: 72, card: phone ? undefined : <NewsCardPlaceholder /> }}
        cards={{
          cols: phone ? 1 : { base: 1, sm: 2, lg: 3 },
          spacing: phone ? 'sm' : 'md',
          render: (n, index) => <NewsCard item={n} phone={phone} first={index === 0} />,
        }}
      />
    </>
  );
}
