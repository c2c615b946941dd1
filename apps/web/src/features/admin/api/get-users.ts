import { GetAllUsersResponse, type UserProfile } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/users/getAll` (admin token). */
export function getUsers(signal?: AbortSignal) {
  return apiRequest('/users/getAll', { auth: 'admin', schema: GetAllUsersResponse, signal });
}

export const usersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: ({ signal }) => getUsers(signal),
});

export function useUsers() {
  return useQuery(usersQuery);
}

/** Case-insensitive match on name or e-mail. */
export function filterUsers(users: readonly UserProfile[], search: string): UserProfile[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter(
    (u) => u.username.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle),
  );
}
