// The three responsible-gaming changes; each answers with the new view, which replaces the cached one.
import {
  ResponsibleGamingAnswer,
  type SelfExclusionDays,
  type ResponsibleGamingAnswer as Answer,
} from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { gamingKey } from '@/features/profile/api/get-gaming';

/** `POST /api/gaming/recharge-limit {limit}` (₹; null = no limit): lower at once, higher after 24 h. */
export const setRechargeLimit = (limit: number | null) =>
  apiRequest('/gaming/recharge-limit', {
    method: 'POST',
    body: { limit },
    schema: ResponsibleGamingAnswer,
  });

/** `POST /api/gaming/self-exclusion {days}`: 7, 30 or 90 days; nobody can lift it early. */
export const selfExclude = (days: SelfExclusionDays) =>
  apiRequest('/gaming/self-exclusion', {
    method: 'POST',
    body: { days },
    schema: ResponsibleGamingAnswer,
  });

/** `POST /api/gaming/age-confirmation {ageConfirmed: true}`. */
export const confirmAge = () =>
  apiRequest('/gaming/age-confirmation', {
    method: 'POST',
    body: { ageConfirmed: true },
    schema: ResponsibleGamingAnswer,
  });

function useGamingChange<T>(fn: (input: T) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      if (userId) queryClient.setQueryData(gamingKey(userId), answer.gaming);
    },
  });
}

export const useSetRechargeLimit = () => useGamingChange(setRechargeLimit);
export const useSelfExclude = () => useGamingChange(selfExclude);
export const useConfirmAge = () => useGamingChange(() => confirmAge());
