import {
  SetPriorityResponse,
  type SetPriorityBody,
  type TeamPlayersResponse,
} from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamPlayersKey } from '@/features/team/api/get-team-players';
import { reorderSquad } from '@/features/team/model/squad-order';

/** `POST /api/teams/set-priority {teamId, auctionId, priorityOrder}`: the owner's batting order. */
export function setPriority(body: SetPriorityBody) {
  return apiRequest('/teams/set-priority', {
    method: 'POST',
    body,
    schema: SetPriorityResponse,
  });
}

/**
 * Saves the order; on success the cached team takes the new order and the server's totals at once
 * (no flash of the old order), then is refetched. Any refusal refetches too: the window or the team
 * may have changed under the user.
 */
export function useSetPriority(auctionId: string, userId: string) {
  const queryClient = useQueryClient();
  const key = teamPlayersKey(auctionId, userId);
  return useMutation({
    mutationFn: setPriority,
    onSuccess: (saved) => {
      queryClient.setQueryData<TeamPlayersResponse>(key, (old) =>
        old
          ? {
              ...old,
              players: reorderSquad(old.players, saved.priorityOrder),
              totalPoints: saved.totalPoints,
              totalBonus: saved.totalBonus,
              score: saved.score,
            }
          : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
