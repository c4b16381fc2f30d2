/**
 * The marquee of site announcements at the top of every page (spec section 2). Accessible: it pauses
 * on hover, on keyboard focus and with its pause button; with prefers-reduced-motion it stands still;
 * screen readers read the list once (the copy that makes the loop seamless is aria-hidden and inert).
 * Hidden while loading, when empty, and when the call fails.
 */
import { formatDate } from '@portal/domain';
import type { SiteInfo } from '@portal/contracts';
import { IconPlayerPause, IconPlayerPlay, IconSpeakerphone } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfoList } from '../api/site';
import classes from './announcement-marquee.module.css';

/** Seconds per loop: slow enough to read (about 8 characters a second), never under 20 s. */
function durationFor(items: SiteInfo[]): number {
  const chars = items.reduce((sum, item) => sum + item.name.length + 14, 0);
  return Math.max(20, Math.round(chars / 8));
}

function AnnouncementText({ item, focusable }: { item: SiteInfo; focusable: boolean }) {
  const date = formatDate(item.createdAt);
  const name = item.link ? (
    item.link.startsWith('/') ? (
      <Link className={classes.link} to={item.link} tabIndex={focusable ? undefined : -1}>
        {item.name}
      </Link>
    ) : (
      <a
        className={classes.link}
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={focusable ? undefined : -1}
      >
        {item.name}
      </a>
    )
  ) : (
    <span>{item.name}</span>
  );
  return (
    <li className={classes.item}>
      {date && <time dateTime={item.createdAt}>{date}</time>}
      {name}
    </li>
  );
}

export function AnnouncementMarquee() {
  const { t } = useTranslation('shell');
  const { data, isPending } = useSiteInfoList();
  const [paused, setPaused] = useState(false);
  const items = data?.list ?? [];
  // While loading, an empty strip keeps its place, so the page does not jump when it arrives.
  if (isPending) return <div className={classes.strip} aria-hidden="true" />;
  if (items.length === 0) return null;

  return (
    <section className={classes.strip} aria-label={t('marquee.label')} data-testid="announcement-marquee">
      <span className={classes.heading} aria-hidden="true">
        <IconSpeakerphone size={18} stroke={1.8} />
      </span>
      <div
        className={classes.viewport}
        data-paused={paused || undefined}
        style={{ '--marquee-duration': `${durationFor(items)}s` } as CSSProperties}
      >
        <div className={classes.track}>
          <ul className={classes.group}>
            {items.map((item) => (
              <AnnouncementText key={item.id} item={item} focusable />
            ))}
          </ul>
          <ul className={classes.group} aria-hidden="true" inert>
            {items.map((item) => (
              <AnnouncementText key={item.id} item={item} focusable={false} />
            ))}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className={classes.toggle}
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label={t('marquee.pause')}
        data-testid="marquee-toggle"
      >
        {paused ? <IconPlayerPlay size={20} /> : <IconPlayerPause size={20} />}
      </button>
    </section>
  );
}
