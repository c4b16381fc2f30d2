/**
 * Home page (/): a banner naming the portal and what it offers, the figures of count-info (lawyers by
 * status, structures, men and women), the latest news and announcements, and quick links to the sections.
 */
import { formatDate } from '@portal/domain';
import { Anchor, Card, Container, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import {
  IconBriefcase,
  IconBuildingBank,
  IconCalendarTime,
  IconGavel,
  IconNews,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountInfo, useNewsList, usePostList } from '../../api/public';
import { usePageTitle } from '../../shell/use-page-title';
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

export function Component() {
  const { t } = useTranslation('home');
  usePageTitle();

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
          <LatestNews />
          <LatestPosts />
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

/** The figures' format (spaces between thousands), built once. */
const FIGURE = new Intl.NumberFormat('ru-RU');

function Statistics() {
  const { t } = useTranslation('home');
  const { data } = useCountInfo();
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
                <dd className={classes.figureValue}>{FIGURE.format(Number(value))}</dd>
              </div>
            ))
          : Array.from({ length: 7 }, (_, i) => <Skeleton key={i} height={96} />)}
      </SimpleGrid>
    </section>
  );
}

function LatestNews() {
  const { t } = useTranslation('home');
  const { data, isPending } = useNewsList({ page: 0, limit: 4 });
  return (
    <section aria-labelledby="home-news">
      <Title id="home-news" order={2} mb="md">
        {t('latestNews')}
      </Title>
      <Stack gap="sm" component="ul" style={listReset} data-testid="home-news">
        {isPending && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={84} component="li" />)}
        {(data?.list ?? []).map((n) => (
          <Card key={n.id} component="li" withBorder padding="md" radius="md">
            <Text size="sm" c="dimmed">
              {formatDate(n.publishedAt)}
            </Text>
            <Anchor underline="always" component={Link} to={`/news/${n.id}`} fw={600}>
              {n.title}
            </Anchor>
          </Card>
        ))}
      </Stack>
      <Anchor underline="always" component={Link} to="/news" mt="sm" display="inline-block">
        {t('allNews')}
      </Anchor>
    </section>
  );
}

function LatestPosts() {
  const { t } = useTranslation('home');
  const { data, isPending } = usePostList({ page: 0, limit: 3 });
  return (
    <section aria-labelledby="home-posts">
      <Title id="home-posts" order={2} mb="md">
        {t('announcements')}
      </Title>
      <Stack gap="sm" component="ul" style={listReset} data-testid="home-posts">
        {isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={112} component="li" />)}
        {(data?.list ?? []).map((p) => (
          <Card key={p.id} component="li" withBorder padding="md" radius="md">
            <Text size="sm" c="dimmed">
              {formatDate(p.publishedAt)}
            </Text>
            <Text fw={600}>{p.title}</Text>
            <Text size="sm">{p.body}</Text>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
