import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import { setLoadedQueryClient } from '@/lib/query-client-handle';

/** Retry only what may succeed on a second try: no answer, or a 5xx. Never 4xx (the answer stands). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiRequestError) return error.isTransport || error.httpStatus >= 500;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client (loaded with the first screen that reads server data, see QueryLayout). */
export const queryClient = createQueryClient();
setLoadedQueryClient(queryClient);
