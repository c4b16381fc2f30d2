/**
 * Home page (/): a banner naming the portal and what it offers, the figures of count-info (lawyers by
 * status, structures, men and women), the latest news and announcements, and quick links to the sections.
 * Drawn without Mantine, like the shell: the first page a visitor loads carries none of it.
 */
import { formatCount, formatDate } from '@portal/domain';
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
import { firstPageCall, useCallAnswer } from '../api/light-query';
import controls from '../shell/controls.module.css';
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
  const news = useCallAnswer(firstPageCall('content', 'listNews'), {
    query: { page: 0, limit: LATEST.news.limit },
  });
  const posts = useCallAnswer(firstPageCall('content', 'postList'), {
    query: { page: 0, limit: LATEST.posts.limit },
  });

  return (
    <>
      <section className={classes.banner} aria-labelledby="home-title">
        <div className={controls.container}>
          <h1 id="home-title" className={classes.title}>
            {t('banner.title')}
          </h1>
          <p className={classes.lead}>{t('banner.lead')}</p>
        </div>
      </section>

      <div className={`${controls.container} ${classes.body}`}>
        <Statistics />
        <div className={classes.latest}>
          <LatestSection
            kind="news"
            query={news}
            item={(n) => (
              <div className={classes.newsItem} data-testid="home-news-item">
                {n.imageUrl && (
                  <img
                    src={n.imageUrl}
                    alt=""
                    width={72}
                    height={54}
                    className={classes.newsImage}
                    data-testid="home-news-image"
                  />
                )}
                <Link to={`/news/${n.id}`} className={classes.anchor}>
                  {n.title}
                </Link>
              </div>
            )}
          >
            <Link to="/news" className={`${classes.anchor} ${classes.allNews}`}>
              {t('allNews')}
            </Link>
          </LatestSection>
          <LatestSection
            kind="posts"
            query={posts}
            item={(p) => (
              <>
                <p className={classes.postTitle}>{p.title}</p>
                <p className={classes.small}>{p.body}</p>
              </>
            )}
          />
        </div>
        <section aria-labelledby="home-sections">
          <h2 id="home-sections" className={`${classes.heading} ${classes.sectionsHeading}`}>
            {t('sectionsHeading')}
          </h2>
          <ul className={`${classes.list} ${classes.links}`}>
            {QUICK_LINKS.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={classes.card} data-testid={`home-link-${key}`}>
                  <span className={classes.cardIcon} aria-hidden="true">
                    <Icon size={26} />
                  </span>
                  <span className={classes.cardTitle}>{t(`sections.${key}.title`)}</span>
                  <span className={classes.cardText}>{t(`sections.${key}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

function Statistics() {
  const { t } = useTranslation('home');
  const { data } = useCallAnswer(firstPageCall('lawyers', 'countInfo'), {}, { retry: false });
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
      <h2 id="home-stats" className={classes.heading}>
        {t('stats.heading')}
      </h2>
      <dl className={`${classes.list} ${classes.figures}`} data-testid="home-stats">
        {data
          ? figures.map(([key, value]) => (
              <div key={key} className={classes.figure} data-testid={`stat-${key}`}>
                <dt className={classes.figureLabel}>{t(`stats.${key}`)}</dt>
                <dd className={classes.figureValue}>{formatCount(Number(value))}</dd>
              </div>
            ))
          : Array.from({ length: 7 }, (_, i) => (
              <div key={i} className={classes.skeleton} style={{ height: 96 }} />
            ))}
      </dl>
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
      <h2 id={id} className={classes.heading}>
        {t(title)}
      </h2>
      <ul className={`${classes.list} ${classes.items}`} data-testid={id}>
        {isPending &&
          Array.from({ length: limit }, (_, i) => (
            <li key={i} className={classes.skeleton} style={{ height }} />
          ))}
        {(data?.list ?? []).map((row) => (
          <li key={row.id} className={classes.item}>
            <p className={`${classes.small} ${classes.dimmed}`}>{formatDate(row.publishedAt)}</p>
            {item(row)}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
