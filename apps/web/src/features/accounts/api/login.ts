import { LoginResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** `POST /api/user/login`; the e-mail is lower-cased before sending (spec 000 §5). */
export function login({ email, password }: LoginInput): Promise<LoginResponse> {
  return apiRequest('/user/login', {
    method: 'POST',
    auth: 'none',
    body: { email: email.trim().toLowerCase(), password },
    schema: LoginResponse,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
