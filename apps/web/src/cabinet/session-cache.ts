/** Forgets the signed-in user's server data in the SPA's cache whenever the token changes (sign-in, sign-out, 401). */
import type { QueryClient } from '@tanstack/react-query';
import { subscribeStored } from '../storage/browser-storage';

export function resetUserCacheOnTokenChange(queryClient: QueryClient): () => void {
  return subscribeStored((key) => {
    if (key !== 'accessToken') return;
    queryClient.removeQueries({ queryKey: ['account'] });
    queryClient.removeQueries({ queryKey: ['admin'] });
    queryClient.removeQueries({ queryKey: ['legal-aid'] });
    queryClient.removeQueries({ queryKey: ['appeals'] });
    queryClient.removeQueries({ queryKey: ['structures'] });
    queryClient.removeQueries({ queryKey: ['requests'] });
    queryClient.removeQueries({ queryKey: ['letters'] });
    queryClient.removeQueries({ queryKey: ['candidates'] });
    queryClient.removeQueries({ queryKey: ['reports'] });
    queryClient.removeQueries({ queryKey: ['chamber'] });
  });
}
