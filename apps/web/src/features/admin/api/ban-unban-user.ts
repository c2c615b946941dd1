import { BanUnbanResponse, type GetAllUsersResponse } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { usersQuery } from '@/features/admin/api/get-users';

/** `POST /api/admin/users/ban-unban {userId}`: toggles the ban. */
export function banUnbanUser(userId: string) {
  return apiRequest('/admin/users/ban-unban', {
    method: 'POST',
    auth: 'admin',
    body: { userId },
    schema: BanUnbanResponse,
  });
}

export function useBanUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUnbanUser,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<z.infer<typeof GetAllUsersResponse>>(usersQuery.queryKey, (old) =>
        old
          ? { users: old.users.map((u) => (u.id === user.id ? { ...u, banned: user.banned } : u)) }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
    },
  });
}
