/**
 * Connects to the signing client while `enabled` (the drawer or the signing dialog is open): checks the
 * browser has WebSocket and the client runs and is new enough, registers the site, lists the key cards.
 * Each opening asks again (the user may have plugged a key in meanwhile); `retry` asks again at once.
 */
import type { ESignatureClientSettings } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type KeyCard, SigningClient, SigningClientError, signingClientUrl } from './signing-client';

export type SigningClientState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'ready'; client: SigningClient; cards: KeyCard[] }
  | { status: 'error'; error: unknown };

async function connect(settings: ESignatureClientSettings) {
  if (typeof window.WebSocket !== 'function') throw new SigningClientError('NO_WEBSOCKET');
  const client = new SigningClient({ url: signingClientUrl(settings), apiKeys: settings.apiKeys });
  await client.connect();
  return { client, cards: await client.listKeyCards() };
}

export function useSigningClient(
  settings: ESignatureClientSettings | undefined,
  enabled: boolean,
): { state: SigningClientState; retry: () => void } {
  const query = useQuery({
    queryKey: ['signing-client', settings?.clientUrl, settings?.clientSecureUrl],
    queryFn: () => connect(settings!),
    enabled: enabled && settings !== undefined,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const retry = () => void query.refetch();
  if (!enabled || !settings) return { state: { status: 'idle' }, retry };
  if (query.isFetching && (query.isError || !query.data)) return { state: { status: 'connecting' }, retry };
  if (query.isError) return { state: { status: 'error', error: query.error }, retry };
  if (query.data) return { state: { status: 'ready', ...query.data }, retry };
  return { state: { status: 'connecting' }, retry };
}
