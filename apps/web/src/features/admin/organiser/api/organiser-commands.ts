/**
 * The organiser's controls (protocol http/organiser.ts), admin token:
 * `POST /api/admin/auctions/{id}/pause | resume | add-time {seconds, lotId?} | undo-sale {reason} |
 * skip-lot {lotId?} | end` → `OrganiserResult`; 409 with the engine's code when the room refuses.
 * And `GET …/spectator-link` (as it stands), `POST …/spectator-link {enabled}` → `SpectatorLinkResult`.
 */
import {
  OrganiserResult,
  SpectatorLinkResult,
  type AddTimeBody,
  type SkipLotBody,
  type UndoSaleBody,
} from '@bidxi/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One control and its body. */
export type OrganiserCommand =
  | { action: 'pause' }
  | { action: 'resume' }
  | { action: 'add-time'; body: AddTimeBody }
  | { action: 'undo-sale'; body: UndoSaleBody }
  | { action: 'skip-lot'; body: SkipLotBody }
  | { action: 'end' };

const base = (auctionId: string) => `/admin/auctions/${encodeURIComponent(auctionId)}`;

export function sendOrganiserCommand(auctionId: string, command: OrganiserCommand) {
  return apiRequest(`${base(auctionId)}/${command.action}`, {
    method: 'POST',
    auth: 'admin',
    body: 'body' in command ? command.body : {},
    schema: OrganiserResult,
  });
}

export function useOrganiserCommand(auctionId: string) {
  return useMutation({
    mutationFn: (command: OrganiserCommand) => sendOrganiserCommand(auctionId, command),
  });
}

export function setSpectatorLink(auctionId: string, enabled: boolean) {
  return apiRequest(`${base(auctionId)}/spectator-link`, {
    method: 'POST',
    auth: 'admin',
    body: { enabled },
    schema: SpectatorLinkResult,
  });
}

const linkKey = (auctionId: string) => ['admin', 'spectator-link', auctionId] as const;

/** The spectator link as it stands (on with its path, or off). */
export function useSpectatorLinkState(auctionId: string) {
  return useQuery({
    queryKey: linkKey(auctionId),
    queryFn: () =>
      apiRequest(`${base(auctionId)}/spectator-link`, {
        auth: 'admin',
        schema: SpectatorLinkResult,
      }),
  });
}

export function useSpectatorLink(auctionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setSpectatorLink(auctionId, enabled),
    onSuccess: (link) => client.setQueryData(linkKey(auctionId), link),
  });
}
