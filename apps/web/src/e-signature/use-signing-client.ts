/**
 * Connects to the signing client while `enabled` (the drawer or the signing dialog is open): checks the
 * browser has WebSocket and the client runs and is new enough, registers the site, lists the key cards.
 */
import type { ESignatureClientSettings } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { type KeyCard, SigningClient, SigningClientError, signingClientUrl } from './signing-client';

export type SigningClientState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'ready'; client: SigningClient; cards: KeyCard[] }
  | { status: 'error'; error: unknown };

export function useSigningClient(settings: ESignatureClientSettings | undefined, enabled: boolean) {
  const [state, setState] = useState<SigningClientState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || !settings) return;
    let cancelled = false;
    setState({ status: 'connecting' });
    (async () => {
      if (typeof window.WebSocket !== 'function') throw new SigningClientError('NO_WEBSOCKET');
      const client = new SigningClient({ url: signingClientUrl(settings), apiKeys: settings.apiKeys });
      await client.connect();
      const cards = await client.listKeyCards();
      if (!cancelled) setState({ status: 'ready', client, cards });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ status: 'error', error });
    });
    return () => {
      cancelled = true;
    };
  }, [settings, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
