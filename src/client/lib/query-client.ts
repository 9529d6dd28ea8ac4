import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec §9: no retry, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * One cache for the whole visit. Only the parts that call the API load it (the contact form,
 * the tools), so the public page's first paint carries no query library.
 */
export const queryClient = createQueryClient();
