import { WalletRequestCreatedResponse, type RechargeRequestBody } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from '@/lib/query-keys';

export interface RechargeInput {
  body: Pick<RechargeRequestBody, 'amount' | 'UTRNumber'>;
  /** The same key on a retry of the same submit (the server then answers once). */
  idempotencyKey: string;
}

/** `POST /api/wallet/recharge-request {amount, UTRNumber}` → 201 with the PENDING entry. */
export function createRecharge({ body, idempotencyKey }: RechargeInput) {
  return apiRequest('/wallet/recharge-request', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: WalletRequestCreatedResponse,
  });
}

export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
