import { RegisterTeamResponse } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auctionKeys } from '@/lib/auction-keys';
import { walletKeys } from '@/lib/query-keys';

export interface RegisterTeamInput {
  auctionId: string;
  teamName: string;
  mobileNumber: string;
  icon?: File | undefined;
}

/**
 * `POST /api/auctions/registration-2` (multipart: auctionId, teamName, mobileNumber, optional `icon`):
 * pays the fee from the wallet and creates the team in one step.
 */
export function registerTeam({ auctionId, teamName, mobileNumber, icon }: RegisterTeamInput) {
  const form = new FormData();
  form.set('auctionId', auctionId);
  form.set('teamName', teamName.trim());
  form.set('mobileNumber', mobileNumber.trim());
  if (icon) form.set('icon', icon, icon.name);
  return apiRequest('/auctions/registration-2', {
    method: 'POST',
    body: form,
    schema: RegisterTeamResponse,
  });
}

export function useRegisterTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTeam,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: auctionKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
