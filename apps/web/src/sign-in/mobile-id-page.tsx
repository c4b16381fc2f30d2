/**
 * /mobile-id (only when logged out): sign-in with mobile-ID (spec sections 4, 5 and 8).
 * Step 1: the PINFL in a masked input; "send code" calls mobileId/byPin. Step 2: the 6-digit code; the
 * screen counts down from the returned duration, "send again" stays off while it runs, "confirm" is on
 * only at 6 digits; OTP_NOT_FOUND shows "code expired", any other refusal the server's message.
 */
import { Anchor, Button, Container, Group, MaskInput, Paper, Stack, Text, Title } from '@mantine/core';
import { MOBILE_ID_RULES } from '@portal/domain';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { sendMobileIdCode, verifyMobileIdCode } from '../api/identity';
import { onlyWhenLoggedOut, signInErrorText } from '../cabinet/guards';
import { completeSignIn } from '../shell/session';
import { usePageTitle } from '../shell/use-page-title';
import { clearUserSession } from '../storage/browser-storage';
import { formatSeconds, useCountdown } from './countdown';
import { OneTimeCodeInput } from './one-time-code-input';
import { SubmitButton } from '../kit/form/submit-button';
import { ErrorAlert } from '../kit/ui';

export const loader = onlyWhenLoggedOut;

const PINFL_MASK = '9999 99999 99999';

interface SentCode {
  otpId: string;
  phone: string;
  deadline: number;
  /** The duration the API answered, in seconds. */
  duration: number;
}

export function MobileIdPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [pinfl, setPinfl] = useState('');
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useCountdown(sent?.deadline ?? null, sent?.duration ?? 0);
  const codeLabelId = useId();
  usePageTitle(t('mobileId.title'));

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendMobileIdCode(pinfl);
      setSent({
        otpId: answer.otp_id,
        phone: answer.phone,
        deadline: Date.now() + answer.duration * 1000,
        duration: answer.duration,
      });
      setCode('');
    } catch (e) {
      setError(signInErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!sent || code.length !== MOBILE_ID_RULES.codeLength) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await verifyMobileIdCode(sent.otpId, code);
      void navigate(completeSignIn(answer), { replace: true });
    } catch (e) {
      clearUserSession();
      setError(
        e instanceof ApiError && e.code === 'OTP_NOT_FOUND' ? t('mobileId.expired') : signInErrorText(e),
      );
      setCode('');
      setBusy(false);
    }
  };

  const submitPinfl = (event: FormEvent) => {
    event.preventDefault();
    if (pinfl.length === 14 && !busy) void send();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  return (
    <Container size="xs" py="xl" data-testid="mobile-id-page">
      <Stack gap="lg">
        <Title order={1}>{t('mobileId.title')}</Title>
        {error && <ErrorAlert data-testid="mobile-id-error">{error}</ErrorAlert>}
        <Paper withBorder p="lg" radius="md">
          {!sent ? (
            <form onSubmit={submitPinfl} noValidate>
              <Stack gap="md">
                <Text>{t('mobileId.lead')}</Text>
                <MaskInput
                  mask={PINFL_MASK}
                  label={t('mobileId.pinflLabel')}
                  description={t('mobileId.pinflHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  value={pinfl}
                  onChangeRaw={(raw) => setPinfl(raw)}
                  data-testid="mobile-id-pinfl"
                />
                <SubmitButton
                  icon={IconDeviceMobileMessage}
                  busy={busy}
                  disabled={pinfl.length !== 14}
                  testId="mobile-id-send"
                >
                  {t('mobileId.send')}
                </SubmitButton>
              </Stack>
            </form>
          ) : (
            <form onSubmit={submitCode} noValidate>
              <Stack gap="md">
                <Text data-testid="mobile-id-sent-to">{t('mobileId.sentTo', { phone: sent.phone })}</Text>
                <Stack gap={4}>
                  <Text id={codeLabelId} fw={500}>
                    {t('mobileId.codeLabel')}
                  </Text>
                  <OneTimeCodeInput
                    autoFocus
                    // The boxes swallow Enter; it still confirms, as in any form.
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') void confirm();
                    }}
                    role="group"
                    aria-labelledby={codeLabelId}
                    length={MOBILE_ID_RULES.codeLength}
                    type="number"
                    oneTimeCode
                    value={code}
                    onChange={setCode}
                    ariaLabel={t('mobileId.codeLabel')}
                    inputMode="numeric"
                    data-testid="mobile-id-code"
                  />
                </Stack>
                <Text size="sm" c="dimmed" data-testid="mobile-id-countdown" role="timer" aria-live="off">
                  {secondsLeft > 0
                    ? t('mobileId.validFor', { time: formatSeconds(secondsLeft) })
                    : t('mobileId.canResend')}
                </Text>
                <Group>
                  <SubmitButton
                    busy={busy}
                    disabled={code.length !== MOBILE_ID_RULES.codeLength}
                    testId="mobile-id-confirm"
                  >
                    {t('mobileId.confirm')}
                  </SubmitButton>
                  <Button
                    variant="outline"
                    disabled={secondsLeft > 0 || busy}
                    onClick={() => void send()}
                    data-testid="mobile-id-resend"
                  >
                    {t('mobileId.resend')}
                  </Button>
                </Group>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => {
                    setSent(null);
                    setError(null);
                  }}
                  data-testid="mobile-id-change-pinfl"
                >
                  {t('mobileId.changePinfl')}
                </Anchor>
              </Stack>
            </form>
          )}
        </Paper>
        <Text size="sm">
          <Anchor component={Link} to="/one-id">
            {t('mobileId.useOneId')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
