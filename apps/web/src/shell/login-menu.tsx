/**
 * The login menu shown while nobody is signed in: single sign-on (a link to /one-id), mobile-ID (a link
 * to /mobile-id) and the e-signature button that opens the "electronic signing" drawer. The links work
 * before the page's scripts run; the button is marked not ready until then (use-app-ready.ts).
 */
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceMobile, IconKey, IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../router/lazy-with-retry';
import { usePendingProps } from './use-app-ready';
import { LinkButton } from '../kit/link-button';

const ESignatureDrawer = lazy(lazyWithRetry(() => import('./e-signature-drawer')));

export function LoginMenu({
  layout = 'row',
  onNavigate,
}: {
  layout?: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on the first click, and it stays mounted afterwards for its closing transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const Wrapper = layout === 'row' ? Group : Stack;
  const pending = usePendingProps();
  return (
    <>
      <Wrapper gap="xs" wrap="nowrap" role="group" aria-label={t('login.label')}>
        <LinkButton to="/one-id" icon={IconLogin2} iconSize={20} onClick={onNavigate} testId="login-one-id">
          {t('login.oneId')}
        </LinkButton>
        <LinkButton
          to="/mobile-id"
          icon={IconDeviceMobile}
          iconSize={20}
          onClick={onNavigate}
          variant="outline"
          testId="login-mobile-id"
        >
          {t('login.mobileId')}
        </LinkButton>
        <Button
          variant="outline"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          aria-haspopup="dialog"
          leftSection={<IconKey size={20} aria-hidden="true" />}
          data-testid="login-e-signature"
          {...pending}
        >
          {t('login.eSign')}
        </Button>
      </Wrapper>
      {drawerUsed && (
        <Suspense fallback={null}>
          <ESignatureDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
