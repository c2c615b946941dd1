/**
 * The organiser's controls (protocol http/organiser.ts, one row each in `ORGANISER_CONTROLS`), admin
 * token (or, for a league's organiser, the same calls under `/api/auctions/{id}/organiser/…` with the
 * player's token): `POST /api/admin/auctions/{id}/{control's path}` with its body → `OrganiserResult`;
 * 409 with the engine's code when the room refuses. And `GET …/spectator-link` (as it stands),
 * `POST …/spectator-link {enabled}` → `SpectatorLinkResult`.
 */
import {
  ORGANISER_CONTROLS,
  OrganiserResult,
  SpectatorLinkResult,
  type OrganiserControlBody,
  type OrganiserControlCall,
  type OrganiserControlName,
} from '@bidxi/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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

/**
 * Sends control `name` (a key of `ORGANISER_CONTROLS`) with its body (none: `undefined`, sent as `{}`).
 * @throws ApiRequestError with the room's code (409) or the body's (400).
 */
export function runOrganiserControl<N extends OrganiserControlName>(
  auctionId: string,
  name: N,
  body: OrganiserControlBody<N>,
  scope: OrganiserScope = 'admin',
) {
  return apiRequest(`${base(auctionId, scope)}/${ORGANISER_CONTROLS[name].path}`, {
    method: 'POST',
    auth: authOf(scope),
    body: body ?? {},
    schema: OrganiserResult,
  });
}

export function useOrganiserControl(auctionId: string, scope: OrganiserScope = 'admin') {
  return useMutation({
    mutationFn: ({ name, body }: OrganiserControlCall) =>
      runOrganiserControl(auctionId, name, body as OrganiserControlBody<typeof name>, scope),
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
