/**
 * Forgets everything the SPA learned while someone was signed in whenever the token changes (sign-in,
 * sign-out, a 401/403 answer, another tab signing out): the whole query cache and the mutation cache go,
 * so the next person at this computer finds none of the previous one's answers, searches or sent forms.
 * Public answers are fetched again; the stored per-person values go with the token (storage/browser-storage.ts
 * `clearUserSession`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { subscribeStored } from '../storage/browser-storage';

export function resetUserCacheOnTokenChange(queryClient: QueryClient): () => void {
  return subscribeStored((key) => {
    if (key === 'accessToken') queryClient.clear();
  });
}
