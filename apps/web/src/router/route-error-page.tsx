/**
 * What a route shows when it fails: a page whose code could not load (after the timeout and the retry)
 * offers to reload; any other error says so and offers reload and home. Shown inside the shell.
 */
import { Button } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ProblemPage } from '../shell/problem-page';
import { isLazyLoadError } from './lazy-with-retry';
import { ActionButton } from '../kit/action-button';

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
      <ActionButton icon={IconRefresh} onClick={() => window.location.reload()}>
        {t('reload')}
      </ActionButton>
      <Button
        variant="outline"
        component={Link}
        to="/"
        leftSection={<IconHome size={18} aria-hidden="true" />}
      >
        {t('notFound.home')}
      </Button>
    </ProblemPage>
  );
}
