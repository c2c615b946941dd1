/**
 * The organiser's controls (protocol http/organiser.ts), admin token (or, for a league's
 * organiser, the same calls under `/api/auctions/{id}/organiser/…` with the player's token):
 * `POST /api/admin/auctions/{id}/pause | resume | add-time {seconds, lotId} | undo-sale {lotId, reason} |
 * skip-lot {lotId} | end` → `OrganiserResult`; 409 with the engine's code when the room refuses.
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

/**
 * Who sends the controls: the admin desk (`/api/admin/auctions/{id}/…`, admin token) or a league's
 * organiser from the room screen (`/api/auctions/{id}/organiser/…`, the player's token).
 */
export type OrganiserScope = 'admin' | 'organiser';

const base = (auctionId: string, scope: OrganiserScope) =>
  scope === 'admin'
    ? `/admin/auctions/${encodeURIComponent(auctionId)}`
    : `/auctions/${encodeURIComponent(auctionId)}/organiser`;
const authOf = (scope: OrganiserScope) => (scope === 'admin' ? 'admin' : 'user');

export function sendOrganiserCommand(
  auctionId: string,
  command: OrganiserCommand,
  scope: OrganiserScope = 'admin',
) {
  return apiRequest(`${base(auctionId, scope)}/${command.action}`, {
    method: 'POST',
    auth: authOf(scope),
    body: 'body' in command ? command.body : {},
    schema: OrganiserResult,
  });
}

export function useOrganiserCommand(auctionId: string, scope: OrganiserScope = 'admin') {
  return useMutation({
    mutationFn: (command: OrganiserCommand) => sendOrganiserCommand(auctionId, command, scope),
  });
}

export function setSpectatorLink(
  auctionId: string,
  enabled: boolean,
  scope: OrganiserScope = 'admin',
) {
  return apiRequest(`${base(auctionId, scope)}/spectator-link`, {
    method: 'POST',
    auth: authOf(scope),
    body: { enabled },
    schema: SpectatorLinkResult,
  });
}

const linkKey = (auctionId: string) => ['admin', 'spectator-link', auctionId] as const;

/** The spectator link as it stands (on with its path, or off). */
export function useSpectatorLinkState(auctionId: string, scope: OrganiserScope = 'admin') {
  return useQuery({
    queryKey: linkKey(auctionId),
    queryFn: () =>
      apiRequest(`${base(auctionId, scope)}/spectator-link`, {
        auth: authOf(scope),
        schema: SpectatorLinkResult,
      }),
  });
}

export function useSpectatorLink(auctionId: string, scope: OrganiserScope = 'admin') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setSpectatorLink(auctionId, enabled, scope),
    onSuccess: (link) => client.setQueryData(linkKey(auctionId), link),
  });
}
