/**
 * Home page (/): a banner naming the portal and what it offers, and quick links to the public
 * sections. The public-portal screens add statistics and the latest news below.
 */
import { Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
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
