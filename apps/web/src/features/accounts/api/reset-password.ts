import { ResetPassResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
}

/** `POST /api/resetPass` (no auth header, JSON). */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/resetPass', {
    method: 'POST',
    auth: 'none',
    body: input,
    schema: ResetPassResponse,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
