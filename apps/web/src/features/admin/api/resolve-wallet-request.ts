import { UpdateWalletRequestResponse, type UpdateWalletRequestBody } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminMoneyKeys } from '@/lib/query-keys';

/**
 * `POST /api/admin/update/wallet-requests {transactionId, action, note?}`: approving a recharge credits
 * it, approving a withdrawal pays it out, denying a withdrawal releases its hold; once only (409).
 */
export function resolveWalletRequest(body: UpdateWalletRequestBody) {
  return apiRequest('/admin/update/wallet-requests', {
    method: 'POST',
    auth: 'admin',
    body,
    schema: UpdateWalletRequestResponse,
  });
}

export function useResolveWalletRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveWalletRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMoneyKeys.requests }),
        queryClient.invalidateQueries({ queryKey: adminMoneyKeys.transactions }),
      ]),
  });
}
