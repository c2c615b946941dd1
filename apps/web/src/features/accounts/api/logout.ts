import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/user/logout` ends the session on the server too. */
export function logout(): Promise<unknown> {
  return apiRequest('/user/logout', { method: 'POST', auth: 'user' });
}

export function useLogoutRequest() {
  return useMutation({ mutationFn: logout });
}
