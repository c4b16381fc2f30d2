/**
 * The key-card form the drawer and the signing dialog share: what each state of the signing client shows,
 * the expired-key rule of spec section 5 and the password.
 */
import { formatKeyCardAlias, parseKeyCardAlias } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { KeyCardForm, type KeyCardFormProps } from './key-card-form';
import { type KeyCard, SigningClient, SigningClientError } from './signing-client';

const DAY = 86_400_000;

function text(element: Element): string {
  return element.textContent ?? '';
}
const now = Date.now();

function card(id: string, pinfl: string, cn: string, validTo: number): KeyCard {
  const alias = formatKeyCardAlias({
    cn,
    uid: '508209899',
    pinfl,
    serialNumber: id,
    validFrom: new Date(now - 400 * DAY),
    validTo: new Date(validTo),
  });
  return { ...parseKeyCardAlias(alias), disk: 'DSKEYS', path: 'DSKEYS', name: `DS${pinfl}`, alias, id };
}

const valid = card('aa01', '31403856004118', 'KARIMOV JASUR', now + 300 * DAY);
const expired = card('bb02', '62902000367061', 'MIRZAYEVA SEVARA', now - DAY);
const exempt = card('cc03', '40106572106929', 'QURBONOVA FERUZA', now - DAY);
const client = new SigningClient({ url: 'ws://127.0.0.1:9/x', apiKeys: [] });

function wrap(node: ReactNode) {
  return render(<AppThemeProvider>{node}</AppThemeProvider>);
}

function form(props: Partial<KeyCardFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(() => Promise.resolve());
  wrap(
    <KeyCardForm
      state={{ status: 'ready', client, cards: [valid, expired, exempt] }}
      retry={() => {}}
      exemptPinfl={exempt.pinfl}
      passwordInPage
      submitLabel="Kirish"
      progressLabel="…"
      {...props}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('key-card form', () => {
  it('shows each card with holder, TIN, PINFL and validity; an expired card is marked and cannot be chosen', () => {
    form();
    const first = screen.getByTestId('key-card-aa01');
    expect(text(first)).toContain('KARIMOV JASUR');
    expect(text(first)).toContain('508209899');
    expect(text(first)).toContain('31403856004118');
    expect(first).toHaveProperty('disabled', false);
    const old = screen.getByTestId('key-card-bb02');
    expect(old).toHaveProperty('disabled', true);
    expect(text(within(old).getByTestId('key-card-expired-notice'))).toContain(
      i18n.t('e-signature:card.expiredNotice'),
    );
    // The one exempt PINFL (spec section 5) may still choose its expired key.
    const allowed = screen.getByTestId('key-card-cc03');
    expect(allowed).toHaveProperty('disabled', false);
    expect(text(within(allowed).getByTestId('key-card-expired-notice'))).toContain(
      i18n.t('e-signature:card.exemptNotice'),
    );
  });

  it('asks the password and hands card and password to onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = form();
    await user.click(screen.getByTestId('key-card-aa01'));
    await user.click(screen.getByTestId('e-signature-submit'));
    expect(await screen.findByText(i18n.t('errors:validation.passwordRequired'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('e-signature-password'), 'secret');
    await user.click(screen.getByTestId('e-signature-submit'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: 'aa01' }), 'secret');
  });

  it('shows the message of what onSubmit throws', async () => {
    const user = userEvent.setup();
    form({ onSubmit: () => Promise.reject(new SigningClientError('WRONG_PASSWORD', 'Incorrect password')) });
    await user.click(screen.getByTestId('key-card-aa01'));
    await user.type(screen.getByTestId('e-signature-password'), 'x');
    await user.click(screen.getByTestId('e-signature-submit'));
    expect(text(await screen.findByTestId('e-signature-error'))).toContain(
      i18n.t('errors:business.eSignWrongPassword'),
    );
  });

  it('with a real signing client the password field is replaced by a note', () => {
    form({ passwordInPage: false });
    expect(screen.queryByTestId('e-signature-password')).toBeNull();
    expect(screen.getByText(i18n.t('e-signature:password.inClient'))).toBeTruthy();
  });

  it('offers only the author’s cards when signing a document', () => {
    form({ onlyPinfl: valid.pinfl });
    expect(screen.getByTestId('key-card-aa01')).toBeTruthy();
    expect(screen.queryByTestId('key-card-bb02')).toBeNull();
  });

  it('shows progress while connecting, the error with a retry, and "no keys"', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const inState = (state: KeyCardFormProps['state']) => (
      <AppThemeProvider>
        <KeyCardForm
          state={state}
          retry={retry}
          exemptPinfl={null}
          passwordInPage
          submitLabel="x"
          progressLabel="y"
          onSubmit={() => Promise.resolve()}
        />
      </AppThemeProvider>
    );
    const { rerender } = render(inState({ status: 'connecting' }));
    expect(text(screen.getByTestId('e-signature-connecting'))).toContain(
      i18n.t('e-signature:client.connecting'),
    );
    rerender(inState({ status: 'error', error: new SigningClientError('CLIENT_NOT_RUNNING') }));
    expect(text(screen.getByTestId('e-signature-error'))).toContain(
      i18n.t('errors:business.eSignClientNotRunning'),
    );
    await user.click(screen.getByTestId('e-signature-retry'));
    expect(retry).toHaveBeenCalled();
    rerender(inState({ status: 'ready', client, cards: [] }));
    expect(text(screen.getByTestId('e-signature-error'))).toContain(i18n.t('e-signature:client.noKeys'));
  });
});
