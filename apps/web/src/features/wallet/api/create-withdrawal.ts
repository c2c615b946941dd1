import { WalletRequestCreatedResponse, type WithdrawRequestBody } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from '@/lib/query-keys';

export interface WithdrawalInput {
  body: Pick<WithdrawRequestBody, 'amount'>;
  idempotencyKey: string;
}

/** `POST /api/wallet/withdraw-request {amount}` → 201: a PENDING withdrawal that holds the amount. */
export function createWithdrawal({ body, idempotencyKey }: WithdrawalInput) {
  return apiRequest('/wallet/withdraw-request', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: WalletRequestCreatedResponse,
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
