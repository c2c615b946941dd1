import { OtpSentResponse } from '@bidxi/protocol';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/otp/generate {mobileNumber}`: sends a 6-digit code by SMS. */
export function sendOtp(mobileNumber: string) {
  return apiRequest('/otp/generate', {
    method: 'POST',
    body: { mobileNumber },
    schema: OtpSentResponse,
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
