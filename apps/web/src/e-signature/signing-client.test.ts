/**
 * The SPA's signing-client module against the real simulated signing client (gov-sim, over a real
 * WebSocket): version check, key cards, password, key reuse through the key-id cookie, documents signed
 * as canonical JSON, and the message of each failure.
 */
import type { AppInfo } from '@portal/contracts';
import { canonicalJson, minSigningClientVersionText } from '@portal/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { httpJson } from '@portal/test-support';
import { withGovSim } from '@portal/test-support/vitest';
import { ApiError } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { firstPageCall, keepCallAnswer } from '../api/light-query';
import { i18n } from '../i18n/i18n';
import { getStored, removeStored, setStored } from '../storage/browser-storage';
import { eSignatureErrorMessage, hasLoadedKey, signWithKeyCard } from './sign-with-key-card';
import { SigningClient, SigningClientError, signingClientUrl } from './signing-client';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { type SignedContent, useSignContent } from './use-sign-content';

const sim = withGovSim();
const t = i18n.t.bind(i18n);

function client(url = sim.signingClientUrl) {
  return new SigningClient({
    url,
    apiKeys: [{ domain: window.location.hostname, key: 'portal-development-key' }],
  });
}

async function failure(promise: Promise<unknown>): Promise<SigningClientError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SigningClientError);
  return error as SigningClientError;
}

describe('signing client module', () => {
  it('picks ws:// for http pages and wss:// for https pages', () => {
    const settings = { clientUrl: 'ws://127.0.0.1:64646/x', clientSecureUrl: 'wss://127.0.0.1:64443/x' };
    expect(signingClientUrl(settings, 'http:')).toBe('ws://127.0.0.1:64646/x');
    expect(signingClientUrl(settings, 'https:')).toBe('wss://127.0.0.1:64443/x');
  });

  it('connects to a client of version 3.41 and lists its key cards with their fields', async () => {
    const c = client();
    expect(await c.connect()).toEqual({ major: 3, minor: 41 });
    const cards = await c.listKeyCards();
    const lawyer = sim.card('lawyer');
    const card = cards.find((k) => k.id === lawyer.serialNumber)!;
    expect(card).toMatchObject({ cn: lawyer.cn, pinfl: lawyer.pinfl, disk: 'DSKEYS' });
    expect(card.tin).toMatch(/^\d{9}$/);
    expect(card.validTo!.getTime()).toBeGreaterThan(Date.now());
    expect(
      cards.find((k) => k.id === sim.card('intern-expired').serialNumber)!.validTo!.getTime(),
    ).toBeLessThan(Date.now());
  });

  it('refuses a client older than 3.37, one that is not running, and a browser without WebSocket', async () => {
    expect((await failure(client(`${sim.signingClientUrl}?version=3.36`).connect())).kind).toBe(
      'OLD_VERSION',
    );
    expect((await failure(client('ws://127.0.0.1:9/service/cryptapi').connect())).kind).toBe(
      'CLIENT_NOT_RUNNING',
    );
    expect((await failure(client('not a url').connect())).kind).toBe('CLIENT_NOT_RUNNING');
    vi.stubGlobal('WebSocket', undefined);
    try {
      expect((await failure(client().connect())).kind).toBe('NO_WEBSOCKET');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads a key with its password, remembers its id for the next signature, and reloads it when the client lost it', async () => {
    removeStored('eSignKey');
    const c = client();
    await c.connect();
    const card = (await c.listKeyCards()).find((k) => k.id === sim.card('director').serialNumber)!;
    expect((await failure(c.loadKey(card, 'wrong'))).kind).toBe('WRONG_PASSWORD');

    const first = await signWithKeyCard(c, card, sim.password, 'first');
    expect(first.signerSerialNumber).toBe(card.id);
    expect(hasLoadedKey(card)).toBe(true);
    const keyId = getStored('eSignKey')!.keyId;
    // Within 6 hours the same key signs again without a password.
    await expect(signWithKeyCard(c, card, undefined, 'second')).resolves.toMatchObject({
      signerSerialNumber: card.id,
    });
    // The client restarted (the key id is unknown there): the key is loaded again with the password.
    await c.call({ plugin: 'pfx', name: 'unload_key', arguments: [keyId] });
    await signWithKeyCard(c, card, sim.password, 'third');
    expect(getStored('eSignKey')!.keyId).not.toBe(keyId);
    // … and without the password the user is told to type it.
    await c.call({ plugin: 'pfx', name: 'unload_key', arguments: [getStored('eSignKey')!.keyId] });
    expect((await failure(signWithKeyCard(c, card, '', 'fourth'))).kind).toBe('WRONG_PASSWORD');
  });

  it('a document signed as its canonical JSON verifies on the server with that exact content', async () => {
    const c = client();
    await c.connect();
    const card = (await c.listKeyCards()).find((k) => k.id === sim.card('lawyer').serialNumber)!;
    setStored('eSignKey', null);
    const document = { b: [2, 1], a: 'Yoʻldoshev', n: 1.5 };
    const { pkcs7 } = await signWithKeyCard(c, card, sim.password, canonicalJson(document));
    const answer = await httpJson<{
      status: number;
      pkcs7Info: { documentBase64: string; signers: { verified: boolean }[] };
    }>(`${sim.url}/e-signature-server/backend/pkcs7/verify/attached`, {
      method: 'POST',
      headers: { 'x-real-ip': '127.0.0.1', 'content-type': 'text/plain' },
      body: pkcs7,
    });
    expect(answer.status).toBe(1);
    expect(answer.pkcs7Info.signers[0]!.verified).toBe(true);
    expect(
      new TextDecoder().decode(
        Uint8Array.from(atob(answer.pkcs7Info.documentBase64), (ch) => ch.charCodeAt(0)),
      ),
    ).toBe('{"a":"Yoʻldoshev","b":[2,1],"n":1.5}');
  });

  it('shows the message of spec section 8 for each failure', () => {
    const text = (error: unknown) => eSignatureErrorMessage(error, t);
    expect(text(new SigningClientError('NO_WEBSOCKET'))).toBe(t('errors:business.eSignNoWebSocket'));
    expect(text(new SigningClientError('CLIENT_NOT_RUNNING'))).toBe(
      t('errors:business.eSignClientNotRunning'),
    );
    expect(text(new SigningClientError('OLD_VERSION'))).toContain(minSigningClientVersionText());
    expect(text(new SigningClientError('WRONG_PASSWORD'))).toBe(t('errors:business.eSignWrongPassword'));
    expect(text(new SigningClientError('CLIENT_FAILED', 'Disk not ready'))).toBe('Disk not ready');
    expect(text(new ApiError(503, 'x'))).toBe(t('errors:business.eSignServerError'));
    expect(text(new ApiError(0, 'Failed to fetch'))).toBe(t('errors:business.eSignServerError'));
    expect(text(new ApiError(422, 'Kalitning amal qilish muddati tugagan.'))).toBe(
      'Kalitning amal qilish muddati tugagan.',
    );
  });
});

describe('useSignContent: the dialog later features sign documents with', () => {
  function Harness({
    onReady,
  }: {
    onReady: (sign: ReturnType<typeof useSignContent>['sign']) => void;
  }): ReactNode {
    const { sign, dialog } = useSignContent();
    onReady(sign);
    return dialog;
  }

  it('signs the canonical JSON of the data with the author’s key and gives back the PKCS#7', async () => {
    removeStored('eSignKey');
    const queryClient = createQueryClient();
    const info: AppInfo = {
      testMode: true,
      contactEmail: 'a@b.uz',
      contactPhone: '+998712000000',
      version: 'test',
      eSignature: {
        clientUrl: sim.signingClientUrl,
        clientSecureUrl: 'wss://127.0.0.1:9/x',
        apiKeys: [{ domain: window.location.hostname, key: 'portal-development-key' }],
        expiredKeyExemptPinfl: null,
        passwordInPage: true,
      },
      map: { tilesUrl: null, attribution: '', linkUrl: 'https://maps.example/?lat={lat}&lon={lon}' },
    };
    keepCallAnswer(firstPageCall('site', 'appInfo'), {}, i18n.resolvedLanguage ?? i18n.language, info);
    let sign!: ReturnType<typeof useSignContent>['sign'];
    render(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(AppThemeProvider, null, createElement(Harness, { onReady: (s) => (sign = s) })),
      ),
    );
    const director = sim.card('director');
    let signed: Promise<SignedContent | null> = Promise.resolve(null);
    act(() => {
      signed = sign({ z: 1, a: { pinfl: director.pinfl } }, { signerPinfl: director.pinfl });
    });
    const user = userEvent.setup();
    const cardButton = await screen.findByTestId(
      `key-card-${director.serialNumber}`,
      {},
      { timeout: 10_000 },
    );
    // Only the author's cards are offered: the director's personal key and the structure's key.
    expect(screen.getAllByTestId(/^key-card-/).every((el) => el.textContent?.includes(director.pinfl))).toBe(
      true,
    );
    await user.click(cardButton);
    await user.type(screen.getByTestId('e-signature-password'), sim.password);
    await user.click(screen.getByTestId('e-signature-submit'));
    const result = await signed;
    expect(result).toMatchObject({ content: '{"a":{"pinfl":"' + director.pinfl + '"},"z":1}' });
    const answer = await httpJson<{ status: number; pkcs7Info: { signers: { verified: boolean }[] } }>(
      `${sim.url}/e-signature-server/backend/pkcs7/verify/attached`,
      { method: 'POST', headers: { 'x-real-ip': '127.0.0.1' }, body: result!.pkcs7 },
    );
    expect(answer.pkcs7Info.signers[0]!.verified).toBe(true);
    // It talks to gov-sim's signing client over a WebSocket and signs with a real key: under a busy machine
    // that takes longer than the default 5 s a unit test is given (the card alone may take 10 s to show).
  }, 30_000);
});
