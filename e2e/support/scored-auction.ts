/**
 * A paid auction run to its end through the real API and room socket, as results.spec and
 * hindi.spec need it: players with funded wallets, a pool with enough of every type for several XIs,
 * short lot windows, one player bidding from a socket client until bidding ends (the windows are far
 * too short for taps) and a rival present without bidding.
 */
import { expect } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { registerTeam, sheetRows, type Player, indiaClock } from './auction';
import { phoneAddress } from './address';

export type PlayerType = 'Batter' | 'Bowler' | 'Wicket-Keeper' | 'All-Rounder';
const TYPE_MIN: Record<PlayerType, number> = {
  Batter: 3,
  Bowler: 4,
  'Wicket-Keeper': 1,
  'All-Rounder': 1,
};
const TYPE_MAX: Record<PlayerType, number> = {
  Batter: 4,
  Bowler: 4,
  'Wicket-Keeper': 2,
  'All-Rounder': 2,
};
export const TYPES = Object.keys(TYPE_MIN) as PlayerType[];

export async function api<T>(
  base: string,
  path: string,
  init: RequestInit & { token?: string } = {},
) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Forwarded-For': phoneAddress(),
  };
  if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${base}/api${path}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok)
    throw Object.assign(new Error(`${path} → ${res.status}: ${text}`), { status: res.status });
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A pool with enough of every type for four XIs (each needs 4 bowlers, at least 3 batters, a keeper
 * and an all-rounder) and some left over: 14 batters, 20 bowlers, 8 keepers, 8 all-rounders.
 */
export function pool(): Record<string, string>[] {
  const rows = sheetRows(500);
  const take = (prefix: string, n: number) =>
    rows.filter((r) => (r.type ?? '').toLowerCase().startsWith(prefix)).slice(0, n);
  return [...take('bats', 14), ...take('bowl', 20), ...take('wicket', 8), ...take('all', 8)];
}

export function indiaStart(msFromNow: number) {
  const { date, time } = indiaClock(msFromNow);
  return { scheduledDate: date, startTime: time };
}

/** A wallet with money: a recharge request the admin approves. */
export async function fundWallet(base: string, admin: string, player: Player, amount: number) {
  const utr = `E2E${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 30);
  const created = await api<{ transaction: { id: string } }>(base, '/wallet/recharge-request', {
    method: 'POST',
    token: player.token,
    body: JSON.stringify({ amount, UTRNumber: utr }),
  });
  await api(base, '/admin/update/wallet-requests', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ transactionId: created.transaction.id, action: 'APPROVED' }),
  });
}

interface LotView {
  auctionPlayerId: string;
  minNextBid: number;
  highestTeamId: string | null;
}

/**
 * Plays the auction as `player` over the room socket until bidding ends: bids the minimum on every
 * player the squad can still take while keeping room for a valid XI (3–4 batters, 4 bowlers, 1–2
 * keepers, 1–2 all-rounders) and 2 Cr per remaining slot in the purse. Returns the squad's types.
 */
export async function playAuction(
  base: string,
  player: Player,
  auctionId: string,
): Promise<PlayerType[]> {
  const socket: Socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: {
      token: player.token,
      'x-room-lobby': auctionId,
      deviceId: `e2e-bidder-${auctionId.slice(0, 8)}`,
    },
  });
  const types = new Map<string, PlayerType>();
  const squad: PlayerType[] = [];
  let myTeamId: string | null = null;
  let purse = 100;

  const wants = (type: PlayerType) => {
    if (squad.length >= 11) return false;
    const counts = Object.fromEntries(TYPES.map((t) => [t, squad.filter((s) => s === t).length]));
    counts[type] = (counts[type] ?? 0) + 1;
    if ((counts[type] ?? 0) > TYPE_MAX[type]) return false;
    const needs = TYPES.reduce((n, t) => n + Math.max(0, TYPE_MIN[t] - (counts[t] ?? 0)), 0);
    return needs <= 11 - squad.length - 1;
  };
  const consider = (lot: LotView | null) => {
    if (!lot || !myTeamId || lot.highestTeamId === myTeamId) return;
    const type = types.get(lot.auctionPlayerId);
    if (!type || !wants(type)) return;
    const limit = purse - 2 * (11 - squad.length - 1);
    if (lot.minNextBid > limit) return;
    socket.emit(
      'bid',
      { auctionPlayerId: lot.auctionPlayerId, biddingAmount: lot.minNextBid },
      () => undefined,
    );
  };

  // roomState is the engine snapshot (protocol 2): players and teams keyed by id, purses in lakhs.
  // The open lot's next bid comes from the server's view of it (activePlayerDetail), not from here.
  socket.on(
    'roomState',
    (s: {
      myTeamId: string | null;
      state: {
        players: Record<string, { id: string; type: PlayerType }>;
        teams: Record<string, { purseRemainingLakhs: number; squad: { type: PlayerType }[] }>;
        currentLot: { lotId: number } | null;
      };
    }) => {
      myTeamId = s.myTeamId;
      for (const p of Object.values(s.state.players)) types.set(p.id, p.type);
      const mine = s.myTeamId ? s.state.teams[s.myTeamId] : undefined;
      if (mine) {
        purse = mine.purseRemainingLakhs / 100;
        squad.splice(0, squad.length, ...mine.squad.map((e) => e.type));
      }
      if (s.state.currentLot) socket.emit('getActivePlayer', {}, () => undefined);
    },
  );
  socket.on(
    'activePlayerDetail',
    (e: { lot: LotView; player: { auctionPlayerId: string; type: PlayerType } }) => {
      types.set(e.player.auctionPlayerId, e.player.type);
      consider(e.lot);
    },
  );
  socket.on('newBid', (e: { teamId: string; lot: LotView }) => {
    if (e.teamId !== myTeamId) consider(e.lot);
  });
  socket.on(
    'playerSold',
    (e: {
      status: string;
      teamId: string | null;
      auctionPlayerId: string;
      amount: number | null;
    }) => {
      if (e.status !== 'SOLD' || e.teamId !== myTeamId) return;
      const type = types.get(e.auctionPlayerId);
      if (type) squad.push(type);
    },
  );
  socket.on('budgetUpdate', (e: { teams: { teamId: string; purseRemaining: number }[] }) => {
    const mine = e.teams.find((t) => t.teamId === myTeamId);
    if (mine) purse = mine.purseRemaining;
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bidding did not end within 150 s')), 150_000);
    socket.on('biddingEnded', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('connect_error', (err) => reject(err));
  });
  socket.close();
  return squad;
}

/** Keeps `player` in the room (present, never bidding) until bidding ends. */
export async function sitInRoom(
  base: string,
  player: Player,
  auctionId: string,
): Promise<() => void> {
  const socket: Socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: {
      token: player.token,
      'x-room-lobby': auctionId,
      deviceId: `e2e-rival-${auctionId.slice(0, 8)}`,
    },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return () => socket.close();
}

/** Creates a paid auction (fee `fee` ₹, starting in an hour unless started) with the pool imported. */
export async function createPaidAuction(
  base: string,
  admin: string,
  settings: { title: string; fee: number; reorderWindowMs: number },
): Promise<string> {
  const created = await api<{ auction: { id: string } }>(base, '/auctions/register', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({
      title: settings.title,
      registrationFee: settings.fee,
      ...indiaStart(60 * 60_000),
      lobbyMs: 0,
      lotWindowMs: 700,
      bidWindowMs: 500,
      pauseBetweenLotsMs: 50,
      reorderWindowMs: settings.reorderWindowMs,
      botTeams: 0,
    }),
  });
  const auctionId = created.auction.id;
  await api(base, '/players/register-to-auction-3', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ auctionId, players: pool() }),
  });
  return auctionId;
}

/** A player with `fee` ₹ in the wallet whose team `teamName` is registered for `auctionId`. */
export async function fundedTeam(
  base: string,
  admin: string,
  player: Player,
  auctionId: string,
  teamName: string,
  fee: number,
): Promise<void> {
  await fundWallet(base, admin, player, fee * 10);
  await registerTeam(base, player, auctionId, teamName);
}

/**
 * The auction's results once it is scored: polls `GET /results/{id}` (409 until scoring) for up to
 * `timeoutMs` milliseconds and resolves with the body. Any answer other than 200 or 409 fails at once.
 */
export async function scoredResults<T>(
  base: string,
  auctionId: string,
  token: string,
  timeoutMs: number,
): Promise<T> {
  let results: T | null = null;
  const read = async () => {
    try {
      results = await api<T>(base, `/results/${auctionId}`, { token });
      return true;
    } catch (err) {
      if ((err as { status?: number }).status !== 409) throw err;
      return false;
    }
  };
  await expect.poll(read, { timeout: timeoutMs, intervals: [1_000, 2_000] }).toBe(true);
  return results as T;
}
