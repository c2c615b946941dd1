import { PaymentDetailsResponse } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from '@/lib/query-keys';

export interface PaymentDetailsInput {
  upiId?: string;
  aadharCard?: File;
  panCard?: File;
}

/**
 * `PUT /api/wallet/payment-details` (multipart `upiId?`, `aadharCard?`, `panCard?`). The mobile number
 * is not sent: it changes only through OTP verification.
 */
export function updatePaymentDetails({ upiId, aadharCard, panCard }: PaymentDetailsInput) {
  const form = new FormData();
  if (upiId !== undefined) form.set('upiId', upiId);
  if (aadharCard) form.set('aadharCard', aadharCard);
  if (panCard) form.set('panCard', panCard);
  return apiRequest('/wallet/payment-details', {
    method: 'PUT',
    body: form,
    schema: PaymentDetailsResponse,
  });
}

export function useUpdatePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentDetails,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me'] }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
}
