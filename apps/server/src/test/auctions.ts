/**
 * Test helpers for auctions, pools and registration: India-time form fields, an auction created
 * through the admin API, the real sheet as rows, a funded wallet, multipart bodies, a PNG.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { indiaParts } from '../platform/india-time';
import { parseSheetCsv, PLAYER_SHEET_PATH } from '../features/players/player-sheet';
import { postEntry } from '../features/wallet/ledger.service';
import { readFileSync } from 'node:fs';
import { adminToken, bearer } from './factories';

let n = 0;
/** A fresh client address per request group, so per-IP rate limits never bite. */
export const ip = () => `10.55.${Math.floor(++n / 250) % 250}.${(n % 250) + 1}`;

/** Admin form fields for a start `msFromNow` after the app's clock (rounded up to a minute). */
export function startFields(app: FastifyInstance, msFromNow: number) {
  const at = Math.ceil((app.deps.clock.now() + msFromNow) / 60_000) * 60_000;
  const { date, clock } = indiaParts(new Date(at));
  return { scheduledDate: date, startTime: clock, startsAt: new Date(at) };
}

/** Creates an auction through `POST /api/auctions/register` and returns the response body's auction. */
export async function createAuction(app: FastifyInstance, over: Record<string, unknown> = {}) {
  const { scheduledDate, startTime } = startFields(app, 24 * 3600_000);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auctions/register',
    headers: bearer(await adminToken(app)),
    payload: {
      title: 'Test Cup',
      registrationFee: 50,
      description: 'A test',
      scheduledDate,
      startTime,
      ...over,
    },
    remoteAddress: ip(),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().auction as { id: string; startsAt: string; endsAt: string; status: string };
}

/** The real player sheet's rows, as an admin screen would send them (text cells). */
export const sheetRows = (): Record<string, string>[] =>
  parseSheetCsv(readFileSync(PLAYER_SHEET_PATH, 'utf8'));

/** Imports rows into an auction's pool through the admin API. */
export async function importRows(app: FastifyInstance, auctionId: string, rows: object[]) {
  return app.inject({
    method: 'POST',
    url: '/api/players/register-to-auction-3',
    headers: bearer(await adminToken(app)),
    payload: { auctionId, players: rows },
    remoteAddress: ip(),
  });
}

/** Credits an approved recharge straight through the ledger. */
export async function fund(app: FastifyInstance, userId: string, rupees: number) {
  await app.deps.database.db.transaction((tx) =>
    postEntry(tx, {
      userId,
      type: 'RECHARGE',
      amountPaise: Math.round(rupees * 100),
      status: 'APPROVED',
      dedupeKey: `TEST_RECHARGE:${userId}:${++n}`,
      at: new Date(app.deps.clock.now()),
    }),
  );
}

/** A multipart/form-data body and its content-type header. */
export async function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file)
    fd.append(file.name, new Blob([new Uint8Array(file.data)], { type: 'image/png' }), 'icon.png');
  const req = new Request('http://bidxi.test/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

export const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();

/** `POST /api/auctions/registration-2` as `token`. */
export async function register(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const body = await form(
    { teamName: 'Mumbai Mavericks', mobileNumber: '9876543210', ...fields },
    file,
  );
  return app.inject({
    method: 'POST',
    url: '/api/auctions/registration-2',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
    remoteAddress: ip(),
  });
}
