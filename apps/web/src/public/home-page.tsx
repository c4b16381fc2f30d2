/**
 * Home page (/): a banner naming the portal and what it offers, the figures of count-info (lawyers by
 * status, structures, men and women), the latest news and announcements, and quick links to the sections.
 */
import { formatCount, formatDate } from '@portal/domain';
import {
  Anchor,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import {
  IconBriefcase,
  IconBuildingBank,
  IconCalendarTime,
  IconGavel,
  IconNews,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api';
import { usePageTitle } from '../shell/use-page-title';
import classes from './home.module.css';

interface QuickLink {
  to: string;
  /** Key under `home:sections`. */
  key: string;
  icon: TablerIcon;
}

const QUICK_LINKS: readonly QuickLink[] = [
  { to: '/lawyer', key: 'lawyer', icon: IconUsers },
  { to: '/contragent', key: 'contragent', icon: IconBuildingBank },
  { to: '/duty-table', key: 'dutyTable', icon: IconCalendarTime },
  { to: '/legislation', key: 'legislation', icon: IconGavel },
  { to: '/news', key: 'news', icon: IconNews },
  { to: '/announcement', key: 'announcement', icon: IconBriefcase },
];

export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle();
  const news = api.content.listNews.useQuery({ query: { page: 0, limit: LATEST.news.limit } });
  const posts = api.content.postList.useQuery({ query: { page: 0, limit: LATEST.posts.limit } });

  return (
    <>
      <section className={classes.banner} aria-labelledby="home-title">
        <Container size="xl">
          <Title id="home-title" order={1} className={classes.title}>
            {t('banner.title')}
          </Title>
          <Text className={classes.lead} mt="md">
            {t('banner.lead')}
          </Text>
        </Container>
      </section>

      <Container size="xl" py="xl">
        <Statistics />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mb="xl">
          <LatestSection
            kind="news"
            query={news}
            item={(n) => (
              <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="home-news-item">
                {n.imageUrl && (
                  <Image
                    src={n.imageUrl}
                    alt=""
                    w={72}
                    h={54}
                    radius="sm"
                    fit="cover"
                    data-testid="home-news-image"
                  />
                )}
                <Anchor underline="always" component={Link} to={`/news/${n.id}`} fw={600}>
                  {n.title}
                </Anchor>
              </Group>
            )}
          >
            <Anchor underline="always" component={Link} to="/news" mt="sm" display="inline-block">
              {t('allNews')}
            </Anchor>
          </LatestSection>
          <LatestSection
            kind="posts"
            query={posts}
            item={(p) => (
              <>
                <Text fw={600}>{p.title}</Text>
                <Text size="sm">{p.body}</Text>
              </>
            )}
          />
        </SimpleGrid>
        <section aria-labelledby="home-sections">
          <Title id="home-sections" order={2} mb="lg">
            {t('sectionsHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" style={listReset}>
            {QUICK_LINKS.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={classes.card} data-testid={`home-link-${key}`}>
                  <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
                    <Icon size={26} />
                  </ThemeIcon>
                  <span className={classes.cardTitle}>{t(`sections.${key}.title`)}</span>
                  <span className={classes.cardText}>{t(`sections.${key}.text`)}</span>
                </Link>
              </li>
            ))}
          </SimpleGrid>
        </section>
      </Container>
    </>
  );
}

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

function Statistics() {
  const { t } = useTranslation('home');
  const { data } = api.lawyers.countInfo.useQuery({}, { retry: false });
  const figures = data
    ? [
        ['lawyers', data.lawyerCount],
        ['active', data.activeCount],
        ['inactiveTemporary', data.inactiveTemporaryCount],
        ['inactivePermanent', data.inactivePermanentCount],
        ['structures', data.contragentCount],
        ['men', data.manCount],
        ['women', data.femaleCount],
      ]
    : [];
  return (
    <section aria-labelledby="home-stats" className={classes.stats}>
      <Title id="home-stats" order={2} mb="md">
        {t('stats.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} component="dl" style={listReset} data-testid="home-stats">
        {data
          ? figures.map(([key, value]) => (
              <div key={key} className={classes.figure} data-testid={`stat-${key}`}>
                <dt className={classes.figureLabel}>{t(`stats.${key}`)}</dt>
                <dd className={classes.figureValue}>{formatCount(Number(value))}</dd>
              </div>
            ))
          : Array.from({ length: 7 }, (_, i) => <Skeleton key={i} height={96} />)}
      </SimpleGrid>
    </section>
  );
}

/** The home sections of the latest items: how many, the heading's key under `home:`, a skeleton's height. */
const LATEST = {
  news: { limit: 4, title: 'latestNews', height: 84 },
  posts: { limit: 3, title: 'announcements', height: 112 },
} as const;

/** A home section of the latest items: its heading, a skeleton per item while it loads, a card per item. */
function LatestSection<T extends { id: number; publishedAt: string }>({
  kind,
  query: { data, isPending },
  item,
  children,
}: {
  kind: keyof typeof LATEST;
  query: { data?: { list: T[] }; isPending: boolean };
  /** What a card shows under the item's date. */
  item: (row: T) => ReactNode;
  /** What follows the list (a link to all of them). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const { limit, title, height } = LATEST[kind];
  const id = `home-${kind}`;
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} mb="md">
        {t(title)}
      </Title>
      <Stack gap="sm" component="ul" style={listReset} data-testid={id}>
        {isPending &&
          Array.from({ length: limit }, (_, i) => <Skeleton key={i} height={height} component="li" />)}
        {(data?.list ?? []).map((row) => (
          <Card key={row.id} component="li" withBorder padding="md" radius="md">
            <Text size="sm" c="dimmed">
              {formatDate(row.publishedAt)}
            </Text>
            {item(row)}
          </Card>
        ))}
      </Stack>
      {children}
    </section>
  );
}
