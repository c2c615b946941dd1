import { OtpVerifiedResponse } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKeys } from '@/lib/query-keys';

/** `POST /api/otp/verify {otp}`: the number becomes the account's mobile. */
export function verifyOtp(otp: string) {
  return apiRequest('/otp/verify', {
    method: 'POST',
    body: { otp },
    schema: OtpVerifiedResponse,
  });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: async () => {
      // The mobile shows in the wallet's payment info and on the profile.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]);
    },
  });
}
