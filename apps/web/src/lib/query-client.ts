import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import { isRateLimited, rateLimitedText } from '@/lib/messages/common';
import { notify } from '@/lib/notify';
import { setLoadedQueryClient } from '@/lib/query-client-handle';

/** Retry only what may succeed on a second try: no answer, or a 5xx. Never 4xx (the answer stands). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiRequestError) return error.isTransport || error.httpStatus >= 500;
  return false;
}

/**
 * A read refused for rate says so, once at a time, whatever screen made it: 'Too many requests — try
 * again in N s'. Calls that change things show their own refusals.
 */
export function announceRateLimit(error: unknown): void {
  if (error instanceof ApiRequestError && isRateLimited(error)) {
    notify.error(rateLimitedText(error), 'rate-limited');
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: announceRateLimit }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client (loaded with the first screen that reads server data, see QueryLayout). */
export const queryClient = createQueryClient();
setLoadedQueryClient(queryClient);
