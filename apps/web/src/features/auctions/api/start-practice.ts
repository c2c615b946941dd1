import { StartPracticeResponse } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auctionKeys } from '@/lib/auction-keys';

/** `POST /api/practice`: the player's practice auction vs bots — a new LIVE one, or the one running. */
export function startPractice() {
  return apiRequest('/practice', { method: 'POST', schema: StartPracticeResponse });
}

export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPractice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.mine }),
  });
}
