/**
 * League calls (protocol http/leagues.ts): create, look up a code (with the session when there is
 * one, so the answer says the caller's part), join, start, rotate the code, replace the pool.
 */
import {
  UploadLeaguePoolResponse,
  type UploadLeaguePoolBody,
  CreateLeagueResponse,
  JoinLeagueResponse,
  LeagueView,
  ReplaceLeaguePoolResponse,
  OpenLeaguesResponse,
  type CreateLeagueBody,
  type ReplaceLeaguePoolBody,
} from '@bidxi/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { auctionKeys } from '@/lib/auction-keys';
import { isSessionActive, useSession } from '@/stores/session';

/** Query keys of the league screens. */
export const leagueKeys = {
  byCode: (code: string) => ['league', code.toUpperCase()] as const,
  open: ['leagues', 'open'] as const,
};

/** `GET /api/leagues/open`: public leagues starting within the hour with a free seat. */
export function useOpenLeagues() {
  return useQuery({
    queryKey: leagueKeys.open,
    queryFn: () => apiRequest('/leagues/open', { auth: 'none', schema: OpenLeaguesResponse }),
    // Seats fill and starts pass: a minute-old list is stale.
    refetchInterval: 30_000,
  });
}

/** `GET /api/leagues/{code}`. */
export function useLeague(code: string) {
  const signedIn = useSession((s) => isSessionActive(s));
  return useQuery({
    queryKey: [...leagueKeys.byCode(code), signedIn],
    queryFn: () =>
      apiRequest(`/leagues/${encodeURIComponent(code)}`, {
        auth: signedIn ? 'user' : 'none',
        schema: LeagueView,
      }),
    // The lobby: who has joined, the status (a start moves everyone on).
    refetchInterval: 5_000,
    retry: false,
  });
}

/** `POST /api/leagues`. */
export function useCreateLeague() {
  return useMutation({
    mutationFn: (body: CreateLeagueBody) =>
      apiRequest('/leagues', { method: 'POST', body, schema: CreateLeagueResponse }),
  });
}

/** `POST /api/leagues/{code}/join`. */
export function useJoinLeague(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamName: string) =>
      apiRequest(`/leagues/${encodeURIComponent(code)}/join`, {
        method: 'POST',
        body: { teamName },
        schema: JoinLeagueResponse,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leagueKeys.byCode(code) });
      await queryClient.invalidateQueries({ queryKey: auctionKeys.mine });
    },
  });
}

const Started = z.object({ auctionId: z.string(), status: z.string(), startsAt: z.string() });

/** `POST /api/auctions/{id}/organiser/start`. */
export function useStartLeague(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auctionId: string) =>
      apiRequest(`/auctions/${encodeURIComponent(auctionId)}/organiser/start`, {
        method: 'POST',
        schema: Started,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.byCode(code) }),
  });
}

/** `POST /api/leagues/{code}/rotate`. */
export function useRotateCode(code: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/leagues/${encodeURIComponent(code)}/rotate`, {
        method: 'POST',
        schema: CreateLeagueResponse,
      }),
  });
}

/** `POST /api/leagues/{code}/leave` (before the start). */
export function useLeaveLeague(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/leagues/${encodeURIComponent(code)}/leave`, { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leagueKeys.byCode(code) });
      await queryClient.invalidateQueries({ queryKey: auctionKeys.mine });
    },
  });
}

/** `DELETE /api/leagues/{code}/teams/{teamId}` (the organiser, before the start). */
export function useRemoveTeam(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) =>
      apiRequest(`/leagues/${encodeURIComponent(code)}/teams/${encodeURIComponent(teamId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.byCode(code) }),
  });
}

/**
 * `POST /api/leagues/{code}/pool` (organiser, before the start): the league's own players from an
 * uploaded sheet; `dryRun` checks only. Resolves to the number of players.
 */
export function useReplaceLeaguePool(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceLeaguePoolBody) =>
      apiRequest(`/leagues/${encodeURIComponent(code)}/pool`, {
        method: 'POST',
        body,
        schema: ReplaceLeaguePoolResponse,
      }),
    onSuccess: (res) =>
      res.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: leagueKeys.byCode(code) }),
  });
}

/**
 * `POST /api/leagues/pools`: a CSV/XLSX's rows checked and kept for the next league's `pool`.
 * Resolves to `{ poolId, players }`; 422 INVALID_PLAYER_ROWS names the rows and fields.
 */
export function useUploadLeaguePool() {
  return useMutation({
    mutationFn: (body: UploadLeaguePoolBody) =>
      apiRequest('/leagues/pools', { method: 'POST', body, schema: UploadLeaguePoolResponse }),
  });
}
