import { QueryClient } from '@tanstack/react-query';

// Server state (DESIGN.md, Stack: @tanstack/react-query 5). The ky client stays the fetcher, so
// the error catalogue and the loading overlay of spec section 4 see every query and mutation.

/**
 * The app's QueryClient: no retries (the catalogue has already told the user about a 402 or a
 * 500, and a retry would tell them twice), no refetch on focus unless a query asks for it
 * (the notices do), answers fresh for 30 s.
 * createQueryClient().getDefaultOptions().queries?.retry -> false
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
