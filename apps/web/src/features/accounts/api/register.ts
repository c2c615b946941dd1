import { RegisterResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  /** The 18+ box, ticked (the server refuses a sign-up without it). */
  ageConfirmed: true;
}

/** `POST /api/users/register` → 201 with the user and a session. */
export function register({
  username,
  email,
  password,
  ageConfirmed,
}: RegisterInput): Promise<RegisterResponse> {
  return apiRequest('/users/register', {
    method: 'POST',
    auth: 'none',
    body: { username: username.trim(), email: email.trim().toLowerCase(), password, ageConfirmed },
    schema: RegisterResponse,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
