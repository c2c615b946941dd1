import { ResponsibleGamingView } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/** The cache key of the signed-in player's responsible-gaming view. */
export const gamingKey = (userId: string) => ['gaming', userId] as const;

/** `GET /api/gaming`: daily recharge limit, today's recharges (India day), self-exclusion, 18+. */
export function getGaming(signal?: AbortSignal) {
  return apiRequest('/gaming', { schema: ResponsibleGamingView, signal });
}

export const gamingQuery = (userId: string) =>
  queryOptions({
    queryKey: gamingKey(userId),
    queryFn: ({ signal }) => getGaming(signal),
    staleTime: 60_000,
  });

export function useGaming() {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...gamingQuery(userId ?? ''), enabled: userId !== null });
}
