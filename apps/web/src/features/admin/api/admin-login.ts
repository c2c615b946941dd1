import { LoginResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/admin-login`: like the player login; 403 NOT_ADMIN for a player account. */
export function adminLogin({ email, password }: { email: string; password: string }) {
  return apiRequest('/admin-login', {
    method: 'POST',
    auth: 'none',
    body: { email: email.trim().toLowerCase(), password },
    schema: LoginResponse,
  });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}

/** Ends the admin's server session (best effort). */
export function adminLogout(): Promise<unknown> {
  return apiRequest('/user/logout', { method: 'POST', auth: 'admin' });
}
