/**
 * The page header: the announcements marquee, the emblem and portal name, the language picker, the
 * accessibility switch, the login or user menu, the navbar (a burger and drawer on phones) and the
 * test-mode notice.
 */
import { IconScale } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getStored } from '../storage/browser-storage';
import { useStored } from '../storage/use-stored';
import { A11yThemeMenu } from './a11y-theme-menu';
import { AnnouncementMarquee } from './announcement-marquee';
import controls from './controls.module.css';
import { LanguageMenu } from './language-menu';
import { LoginMenu } from './login-menu';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import classes from './site-header.module.css';
import { TestModeNotice } from './test-mode-notice';
import { lazyWithRetry } from '../router/lazy-with-retry';

/**
 * Signed-in users only: its menu code stays out of the visitors' first load. A page loaded signed in asks
 * for it at once, beside the page's own code, rather than once the page has rendered the header.
 */
const loadUserMenu = lazyWithRetry(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const UserMenu = lazy(loadUserMenu);
if (typeof window !== 'undefined' && getStored('accessToken')) void loadUserMenu().catch(() => undefined);

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const token = useStored('accessToken');
  return (
    <header className={classes.header}>
      <AnnouncementMarquee />
      <div className={`${controls.container} ${classes.topBar}`} data-testid="header-bar">
        <Link to="/" className={classes.brand}>
          <span className={classes.emblem} aria-hidden="true">
            <IconScale size={28} stroke={1.7} />
          </span>
          <span className={classes.brandText}>
            <span className={classes.ministry}>{t('ministry')}</span>
            <span className={classes.portalName}>{t('portalName')}</span>
            <span className={classes.shortName}>{t('portalShortName')}</span>
          </span>
        </Link>
        <div className={classes.actions}>
          <LanguageMenu />
          <A11yThemeMenu />
          {token ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <div className={controls.fromMd}>
              <LoginMenu />
            </div>
          )}
          <MobileMenu />
        </div>
      </div>
      <nav className={`${classes.nav} ${controls.fromMd}`} aria-label={t('nav.label')}>
        <div className={controls.container}>
          <MainNav variant="bar" />
        </div>
      </nav>
      <TestModeNotice />
    </header>
  );
}
