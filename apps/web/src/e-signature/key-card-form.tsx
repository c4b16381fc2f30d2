/**
 * The key-card chooser the sign-in drawer and the document-signing dialog share: the signing client's
 * state (connecting, its error with a retry, no keys), the key cards with holder, TIN, PINFL,
 * organization and validity, expired cards marked and not choosable (except the exempt PINFL, spec
 * section 5), the key password when the page asks it, and the submit button. `onSubmit` does the work;
 * what it throws is shown in the form.
 */
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/PasswordInput.css';
import { Badge, Button, Group, Loader, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { canChooseKeyCard, formatDate, isKeyCardExpired } from '@portal/domain';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStored } from '../storage/browser-storage';
import { hasLoadedKey, eSignatureErrorMessage } from './sign-with-key-card';
import type { KeyCard } from './signing-client';
import type { SigningClientState } from './use-signing-client';
import { useDisplayName } from '../i18n/display-name';
import { SubmitButton } from '../kit/form/submit-button';
import { ErrorAlert } from '../kit/ui';

export interface KeyCardFormProps {
  state: SigningClientState;
  retry: () => void;
  /** Spec section 5: the one PINFL whose expired keys may be chosen. */
  exemptPinfl: string | null;
  /** The page asks the password (simulator); else the signing client asks it in its own window. */
  passwordInPage: boolean;
  /** Only the key cards of this PINFL are offered (a document is signed by its author). */
  onlyPinfl?: string | null;
  submitLabel: string;
  progressLabel: string;
  onSubmit: (card: KeyCard, password: string) => Promise<void>;
}

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function KeyCardOption({ card, exemptPinfl }: { card: KeyCard; exemptPinfl: string | null }) {
  const displayName = useDisplayName();
  const { t } = useTranslation('e-signature');
  const expired = isKeyCardExpired(card);
  const choosable = canChooseKeyCard(card, exemptPinfl);
  const noticeId = `key-card-notice-${card.id}`;
  return (
    <Radio.Card
      value={card.id}
      disabled={!choosable}
      p="sm"
      radius="md"
      aria-describedby={expired ? noticeId : undefined}
      data-testid={`key-card-${card.id}`}
      data-expired={expired || undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={4} disabled={!choosable} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {displayName(card.cn)}
            </Text>
            {expired && (
              <Badge color="red" variant="filled" size="sm">
                {t('card.expired')}
              </Badge>
            )}
          </Group>
          <Field label={t('card.tin')} value={card.tin} />
          <Field label={t('card.pinfl')} value={card.pinfl} />
          <Field label={t('card.organization')} value={card.o} />
          <Field
            label={t('card.validity')}
            value={
              card.validFrom && card.validTo
                ? t('card.validityRange', { from: formatDate(card.validFrom), to: formatDate(card.validTo) })
                : null
            }
          />
          {expired && (
            <Text
              size="sm"
              c={choosable ? undefined : 'red.9'}
              id={noticeId}
              data-testid="key-card-expired-notice"
            >
              {choosable ? t('card.exemptNotice') : t('card.expiredNotice')}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

export function KeyCardForm(props: KeyCardFormProps) {
  const { state, retry, exemptPinfl, passwordInPage, onlyPinfl, submitLabel, progressLabel, onSubmit } =
    props;
  // Its failures are told in the `errors` texts, which not every page has loaded (the home page has not).
  const { t } = useTranslation(['e-signature', 'errors']);
  const cards = useMemo(
    () => (state.status === 'ready' ? state.cards.filter((c) => !onlyPinfl || c.pinfl === onlyPinfl) : []),
    [state, onlyPinfl],
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choosable = cards.filter((c) => canChooseKeyCard(c, exemptPinfl));
  const remembered = getStored('eSignKey')?.serialNumber;
  const selected =
    choosable.find((c) => c.id === chosenId) ??
    choosable.find((c) => c.id === remembered) ??
    (choosable.length === 1 ? choosable[0] : undefined);
  const keyLoaded = selected ? hasLoadedKey(selected) : false;

  if (state.status === 'idle' || state.status === 'connecting') {
    return (
      <Group gap="sm" role="status" data-testid="e-signature-connecting">
        <Loader size="sm" />
        <Text>{t('client.connecting')}</Text>
      </Group>
    );
  }
  if (state.status === 'error' || cards.length === 0) {
    return (
      <Stack gap="sm">
        <ErrorAlert data-testid="e-signature-error">
          {state.status === 'error' ? eSignatureErrorMessage(state.error, t) : t('client.noKeys')}
        </ErrorAlert>
        <Button variant="outline" onClick={retry} data-testid="e-signature-retry">
          {t('client.retry')}
        </Button>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!selected) {
      setError(t('client.chooseKeyFirst'));
      return;
    }
    if (passwordInPage && !keyLoaded && password === '') {
      setPasswordError(t('errors:validation.passwordRequired'));
      return;
    }
    setPasswordError(null);
    setBusy(true);
    try {
      await onSubmit(selected, password);
      setPassword('');
    } catch (failure) {
      setError(eSignatureErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="e-signature-form">
      <Stack gap="md">
        <Radio.Group
          value={selected?.id ?? null}
          onChange={(value) => {
            setChosenId(value);
            setError(null);
          }}
          label={t('client.keysHeading')}
          description={t('client.keyListLabel')}
          name="key-card"
        >
          <Stack gap="xs" mt="xs">
            {cards.map((card) => (
              <KeyCardOption key={card.id} card={card} exemptPinfl={exemptPinfl} />
            ))}
          </Stack>
        </Radio.Group>
        {passwordInPage ? (
          keyLoaded ? (
            <Text size="sm" c="dimmed" data-testid="e-signature-key-remembered">
              {t('client.keyRemembered')}
            </Text>
          ) : (
            <PasswordInput
              label={t('password.label')}
              description={t('password.hint')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
              autoComplete="off"
              maxLength={200}
              data-testid="e-signature-password"
            />
          )
        ) : (
          <Text size="sm" c="dimmed">
            {t('password.inClient')}
          </Text>
        )}
        {error && <ErrorAlert data-testid="e-signature-error">{error}</ErrorAlert>}
        <SubmitButton icon={IconKey} busy={busy} testId="e-signature-submit">
          {busy ? progressLabel : submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
