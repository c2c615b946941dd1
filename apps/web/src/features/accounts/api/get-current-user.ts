import { GetByIdResponse } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/** `POST /api/user/getById {userId}`: the signed-in user's profile (header and menu greeting). */
export function getUserById(userId: string, signal?: AbortSignal) {
  return apiRequest('/user/getById', {
    method: 'POST',
    body: { userId },
    schema: GetByIdResponse,
    signal,
  });
}

export const currentUserQuery = (userId: string) =>
  queryOptions({
    queryKey: ['me', userId],
    queryFn: ({ signal }) => getUserById(userId, signal),
    staleTime: 5 * 60_000,
  });

/** The profile when it has loaded, with the name stored at sign-in as the first answer. */
export function useCurrentUser() {
  const userId = useSession((s) => s.userId);
  const storedName = useSession((s) => s.username);
  const storedEmail = useSession((s) => s.email);
  const query = useQuery({ ...currentUserQuery(userId ?? ''), enabled: userId !== null });
  const user = query.data?.user;
  return {
    username: user?.username ?? storedName ?? '',
    email: user?.email ?? storedEmail ?? '',
    imageUrl: user?.imageUrl ?? null,
    isLoading: query.isLoading && !storedName,
  };
}

export function firstName(username: string): string {
  return username.trim().split(/\s+/)[0] ?? '';
}
