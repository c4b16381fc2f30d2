/**
 * TanStack Query, set up in one place. Errors are already toasted by `apiFetch` (spec section 8), so
 * queries do not retry client errors; a query whose names are localized puts the language in its key.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 502),
      },
      mutations: { retry: false },
    },
  });
}
