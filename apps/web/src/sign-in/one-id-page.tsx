/**
 * The single sign-on page. Opened without `code`, it asks the API for the OneID address
 * (a fresh `state` bound to this browser) and sends the browser there. OneID sends the browser back here
 * with `?code&state` (or `?error=access_denied`); the page completes the sign-in with
 * `GET redirectUri?code&state` and goes where spec section 4 says. A refusal shows the server's message.
 */
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { completeOneId, startOneId } from '../api/identity';
import { signInErrorText } from '../cabinet/guards';
import { completeSignIn } from '../shell/session';
import { usePageTitle } from '../shell/use-page-title';
import { clearUserSession } from '../storage/browser-storage';
import { LinkButton } from '../kit/link-button';
import { ErrorAlert } from '../kit/ui';

type Phase = { kind: 'redirecting' } | { kind: 'completing' } | { kind: 'failed'; message: string };

export function OneIdPage({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const [phase, setPhase] = useState<Phase>(() =>
    error
      ? { kind: 'failed', message: t('oneId.cancelled') }
      : code && state
        ? { kind: 'completing' }
        : { kind: 'redirecting' },
  );
  const started = useRef(false);
  usePageTitle(t('oneId.title'));

  const redirect = () => {
    startOneId(returnTo)
      .then(({ url }) => window.location.assign(url))
      .catch((e: unknown) => setPhase({ kind: 'failed', message: signInErrorText(e) }));
  };

  useEffect(() => {
    // Runs once per visit, also under React's strict mode (a code works only once).
    if (started.current) return;
    started.current = true;
    if (error) return;
    if (code && state) {
      completeOneId(code, state)
        .then((answer) => {
          const landing = completeSignIn(answer);
          void navigate(answer.returnPath ?? landing, { replace: true });
        })
        .catch((e: unknown) => {
          clearUserSession();
          setPhase({ kind: 'failed', message: signInErrorText(e) });
        });
    } else {
      redirect();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, by design
  }, []);

  return (
    <Container size="sm" py="xl" data-testid="one-id-page">
      <Stack gap="lg" align="stretch">
        <Title order={1}>{t('oneId.title')}</Title>
        {returnTo && phase.kind !== 'failed' && <Text>{t('oneId.announcementNote')}</Text>}
        {phase.kind !== 'failed' ? (
          <Group gap="md" role="status" aria-live="polite" data-testid="one-id-progress">
            <Loader size="sm" aria-hidden="true" />
            <Text>{phase.kind === 'redirecting' ? t('oneId.redirecting') : t('oneId.completing')}</Text>
          </Group>
        ) : (
          <>
            <ErrorAlert title={t('oneId.failedTitle')} data-testid="one-id-error">
              {phase.message}
            </ErrorAlert>
            <Group>
              <Button
                onClick={() => {
                  setPhase({ kind: 'redirecting' });
                  redirect();
                }}
                leftSection={<IconLogin2 size={18} aria-hidden="true" />}
                data-testid="one-id-retry"
              >
                {t('oneId.retry')}
              </Button>
              <LinkButton to="/" icon={IconHome} variant="outline">
                {t('oneId.home')}
              </LinkButton>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
