/**
 * Audit-log, replay and organiser set-ups through the real API: a bots-only auction that runs to completion by itself (short
 * windows, no reorder window), its published audit log, and the organiser's HTTP controls.
 */
import { adminLogin, goLive, sheetRows, indiaClock } from './auction';
import { E2E_ADMIN } from './worker-services';

export const base = () => process.env.E2E_BASE_URL!;
export const admin = () => adminLogin(base(), E2E_ADMIN.email, E2E_ADMIN.password);

/** `amountLakhs` as the app shows it: '25L', '2 Cr', '2.25 Cr'. */
export function crores(lakhs: number): string {
  if (lakhs < 100) return `${lakhs}L`;
  const whole = Math.floor(lakhs / 100);
  const fraction = String(lakhs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole.toLocaleString('en-IN')}${fraction ? `.${fraction}` : ''} Cr`;
}

/** Today's India date and time `msFromNow` ahead, as the create form sends them. */
function indiaStart(msFromNow: number) {
  const { date, time } = indiaClock(msFromNow);
  return { scheduledDate: date, startTime: time };
}

async function post(path: string, token: string, body: unknown, method = 'POST') {
  const res = await fetch(`${base()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as Record<string, unknown>;
}

/** A SCHEDULED auction of `players` sheet rows with `bots` practice bots and the given windows. */
export async function botAuction(
  adminToken: string,
  title: string,
  opts: {
    players: number;
    bots: number;
    lotWindowMs: number;
    bidWindowMs: number;
    reorderWindowMs?: number;
  },
): Promise<string> {
  const created = (await post('/auctions/register', adminToken, {
    title,
    registrationFee: 0,
    ...indiaStart(60 * 60_000),
    lobbyMs: 0,
    lotWindowMs: opts.lotWindowMs,
    bidWindowMs: opts.bidWindowMs,
    pauseBetweenLotsMs: 300,
    reorderWindowMs: opts.reorderWindowMs ?? 600_000,
    botTeams: opts.bots,
  })) as { auction: { id: string } };
  const id = created.auction.id;
  await post('/players/register-to-auction-3', adminToken, {
    auctionId: id,
    players: sheetRows(opts.players),
  });
  return id;
}

/** Starts the auction now. */
export const startNow = (adminToken: string, auctionId: string) =>
  goLive(base(), adminToken, auctionId);

export interface PublishedLog {
  text: string;
  sales: { playerId: string; teamId: string; amountLakhs: number }[];
  playerNames: Record<string, string>;
}

/** Waits for the auction to complete and returns its published log. */
export async function waitForLog(auctionId: string, timeoutMs = 180_000): Promise<PublishedLog> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base()}/api/auctions/${auctionId}/audit.jsonl`);
    if (res.ok) {
      const text = await res.text();
      const lines = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const header = lines[0] as { players: { id: string; name: string }[] };
      const trailer = lines.at(-1) as { sales: PublishedLog['sales'] };
      return {
        text,
        sales: trailer.sales,
        playerNames: Object.fromEntries(header.players.map((p) => [p.id, p.name])),
      };
    }
    if (Date.now() > deadline) throw new Error(`the auction did not complete: ${res.status}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** An organiser control over HTTP. */
export async function organiser(
  adminToken: string,
  auctionId: string,
  action: string,
  body: unknown = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base()}/api/admin/auctions/${auctionId}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${action} → ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}
