/**
 * Sets up a live auction through the real API, as an admin and players would: admin login, create
 * an auction with room settings, import sheet rows, sign players up and register their teams (fee 0),
 * and start it. Also puts a player's session into a browser context's localStorage.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { phoneAddress } from './address';

const SHEET = fileURLToPath(new URL('../../apps/server/seed/player-sheet.csv', import.meta.url));

export interface Player {
  id: string;
  username: string;
  email: string;
  token: string;
}

async function api<T>(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Forwarded-For': phoneAddress(),
  };
  if (init.body && typeof init.body === 'string') headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${base}/api${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as object) },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function adminLogin(base: string, email: string, password: string): Promise<string> {
  const r = await api<{ token: string }>(base, '/admin-login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return r.token;
}

export async function signUp(base: string, username: string): Promise<Player> {
  const email = `${username.toLowerCase()}-${Date.now()}@e2e.bidxi`;
  const r = await api<{ user: { id: string; username: string }; login: { token: string } }>(
    base,
    '/users/register',
    {
      method: 'POST',
      body: JSON.stringify({ username, email, password: 'secret-pass-1', ageConfirmed: true }),
    },
  );
  return { id: r.user.id, username: r.user.username, email, token: r.login.token };
}

/** Sheet rows (the header's columns as keys), the first `count` of them. */
export function sheetRows(count: number, skip = 0): Record<string, string>[] {
  const [header, ...lines] = readFileSync(SHEET, 'utf8').trim().split(/\r?\n/);
  const keys = header!.split(',');
  return lines.slice(skip, skip + count).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
  });
}

/**
 * Sheet rows with `counts` players of each kind, first come first taken (the sheet's `type` column
 * without its group number: `Batsmen`, `Bowler`, `Wicket-Keeper`, `All-Rounder`).
 */
export function sheetRowsByType(counts: Record<string, number>): Record<string, string>[] {
  const left = { ...counts };
  return sheetRows(148).filter((row) => {
    const kind = (row.type ?? '').replace(/ \d+$/, '');
    if ((left[kind] ?? 0) <= 0) return false;
    left[kind]! -= 1;
    return true;
  });
}

/** The India date ('YYYY-MM-DD') and clock ('HH:MM') `msFromNow` from now, as the admin form takes them. */
export function indiaClock(msFromNow: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + msFromNow));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

export interface AuctionSetup {
  title: string;
  rows: Record<string, string>[];
  lobbyMs: number;
  lotWindowMs: number;
  bidWindowMs: number;
  pauseBetweenLotsMs?: number;
  botTeams: number;
  /** The fee in rupees (coins on a play-money server); 0 when not given. */
  registrationFee?: number;
  /** How long owners may reorder their XI after bidding ends; the server's default when not given. */
  reorderWindowMs?: number;
}

/** Creates a SCHEDULED auction (starting in an hour) with its pool; returns its id. */
export async function createAuction(
  base: string,
  adminToken: string,
  s: AuctionSetup,
): Promise<string> {
  const { date, time } = indiaClock(60 * 60_000);
  const r = await api<{ auction: { id: string } }>(base, '/auctions/register', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({
      title: s.title,
      registrationFee: s.registrationFee ?? 0,
      scheduledDate: date,
      startTime: time,
      lobbyMs: s.lobbyMs,
      lotWindowMs: s.lotWindowMs,
      bidWindowMs: s.bidWindowMs,
      pauseBetweenLotsMs: s.pauseBetweenLotsMs ?? 3_000,
      botTeams: s.botTeams,
      ...(s.reorderWindowMs === undefined ? {} : { reorderWindowMs: s.reorderWindowMs }),
    }),
  });
  await api(base, '/players/register-to-auction-3', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ auctionId: r.auction.id, players: s.rows }),
  });
  return r.auction.id;
}

export async function registerTeam(
  base: string,
  player: Player,
  auctionId: string,
  teamName: string,
) {
  const form = new FormData();
  form.set('auctionId', auctionId);
  form.set('userId', player.id);
  form.set('teamName', teamName);
  form.set('mobileNumber', '9876543210');
  await api(base, '/auctions/registration-2', { method: 'POST', token: player.token, body: form });
}

/** Starts the auction now: lots begin `lobbyMs` later. */
export async function goLive(base: string, adminToken: string, auctionId: string) {
  await api(base, '/auctions/update', {
    method: 'PUT',
    token: adminToken,
    body: JSON.stringify({ auctionId, status: 'LIVE' }),
  });
}

/** Signs the context in as `player` (the web app's persisted session). */
export async function signInContext(context: BrowserContext, player: Player) {
  const value = JSON.stringify({
    state: {
      token: player.token,
      userId: player.id,
      email: player.email,
      username: player.username,
      expiresAt: Date.now() + 6 * 60 * 60_000,
      tour: { step: 0, isOpen: false },
    },
    version: 1,
  });
  await context.addInitScript((v) => {
    if (!localStorage.getItem('bidxi-session')) localStorage.setItem('bidxi-session', v);
  }, value);
}
