import { GetByIdResponse } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meKey } from '@/lib/query-keys';
import { useSession } from '@/stores/session';

/**
 * `POST /api/user/getById {userId}`: the signed-in user's profile with payment info. Cached under the
 * same key as the header's user, so a change here shows there too.
 */
export function getProfile(userId: string, signal?: AbortSignal) {
  return apiRequest('/user/getById', {
    method: 'POST',
    body: { userId },
    schema: GetByIdResponse,
    signal,
  });
}

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: meKey(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
    staleTime: 5 * 60_000,
  });

export function useProfile() {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...profileQuery(userId ?? ''), enabled: userId !== null });
}
