/**
 * The shell around every page: skip link, header (marquee, navbar, menus), main landmark, footer.
 * After an in-app navigation focus moves to the main content, so keyboard and screen-reader users start
 * at the new page; a thin bar shows while the next page's code or data loads.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import classes from './app-layout.module.css';
import { PageLoader } from './page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // The shell is interactive (hydrated over the prerendered markup, or rendered): a click before this on
  // a prerendered page reaches no handler. Browser tests wait for the mark before their first click.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  return (
    <div className={classes.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <SiteHeader />
      {navigation.state === 'loading' && (
        <div className={classes.progress} role="progressbar" aria-label={t('loading')} />
      )}
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
        {/* A page whose messages are still loading (a namespace used for the first time) waits here. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
