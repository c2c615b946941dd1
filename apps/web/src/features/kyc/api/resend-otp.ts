import { OtpSentResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/otp/resend {mobileNumber}`: a new code, at most once a minute. */
export function resendOtp(mobileNumber: string) {
  return apiRequest('/otp/resend', {
    method: 'POST',
    body: { mobileNumber },
    schema: OtpSentResponse,
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
