/**
 * /404 (spec section 2): the notFound message, a back link (history back when this tab has an earlier
 * page of the portal, otherwise home) and a home link. Unknown paths are replaced by /404.
 */
import { IconArrowLeft, IconFileSearch, IconHome } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProblemPage } from '../shell/problem-page';
import { LinkButton } from '../kit/link-button';

/** True when the browser history of this tab holds an earlier entry of the SPA (React Router's idx). */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();

  // Back: to the previous page of this tab (in the app, or the page the browser was on before);
  // a tab that opened on the unknown address has nowhere to go back to, so the link leads home.
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (canGoBack()) {
      event.preventDefault();
      void navigate(-1);
    } else if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };

  return (
    <ProblemPage
      icon={IconFileSearch}
      title={t('notFound.title')}
      text={t('notFound.message')}
      testId="not-found"
    >
      <LinkButton to="/" icon={IconArrowLeft} onClick={back} variant="outline" testId="not-found-back">
        {t('notFound.back')}
      </LinkButton>
      <LinkButton to="/" icon={IconHome} testId="not-found-home">
        {t('notFound.home')}
      </LinkButton>
    </ProblemPage>
  );
}
