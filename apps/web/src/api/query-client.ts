/**
 * TanStack Query, set up in one place. Errors are already toasted by `apiFetch` (spec section 8), so
 * queries do not retry client errors; a query whose names are localized puts the language in its key.
 */
import { QueryClient } from '@tanstack/react-query';
import { resetUserCacheOnTokenChange } from '../cabinet/session-cache';
import { FRESH_MS, retryRead } from './call-fetch';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
        retry: retryRead,
      },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's one query client, made when the first part drawn with Mantine needs it (theme/mantine-scope.tsx):
 * it forgets every answer at each change of token (cabinet/session-cache.ts), and TanStack Query's browser
 * devtools (and the browser tests) find it at `window.__TANSTACK_QUERY_CLIENT__`.
 */
export function pageQueryClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    resetUserCacheOnTokenChange(pageClient);
    (window as { __TANSTACK_QUERY_CLIENT__?: QueryClient }).__TANSTACK_QUERY_CLIENT__ = pageClient;
  }
  return pageClient;
}
