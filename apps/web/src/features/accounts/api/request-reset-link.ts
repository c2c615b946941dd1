import { ResetLinkResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/resetLink`: the server e-mails the link; the answer is the same for unknown e-mails. */
export function requestResetLink(email: string) {
  return apiRequest('/resetLink', {
    method: 'POST',
    auth: 'none',
    body: { email: email.trim().toLowerCase() },
    schema: ResetLinkResponse,
  });
}

export function useRequestResetLink() {
  return useMutation({ mutationFn: requestResetLink });
}
