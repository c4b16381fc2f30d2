/**
 * What a route shows when it fails: a page whose code could not load (after the timeout and the retry)
 * offers to reload; any other error says so and offers reload and home. Shown inside the shell, drawn
 * without Mantine (the home page has none).
 */
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import controls from '../shell/controls.module.css';
import { ProblemPage } from '../shell/problem-page';
import { isLazyLoadError } from './lazy-with-retry';

export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const lazy = isLazyLoadError(error);
  const title = lazy ? t('loadError.title') : t('routeError.title');
  if (!lazy && !isRouteErrorResponse(error)) console.error(error);

  return (
    <ProblemPage
      icon={IconAlertTriangle}
      title={title}
      text={lazy ? t('loadError.text') : t('routeError.text')}
      testId="route-error"
    >
      <button type="button" className={controls.button} onClick={() => window.location.reload()}>
        <IconRefresh size={18} aria-hidden="true" />
        {t('reload')}
      </button>
      <Link to="/" className={`${controls.button} ${controls.outline}`}>
        <IconHome size={18} aria-hidden="true" />
        {t('notFound.home')}
      </Link>
    </ProblemPage>
  );
}
