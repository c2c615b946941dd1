/**
 * Every route that stores text refuses what the one text normaliser (packages/protocol http/text.ts)
 * refuses — NUL and other controls, bidi overrides, zero-width-only and Hangul-filler-only names,
 * reserved names — with 400 VALIDATION naming the field (the import: 422 with a row message), never
 * a 500, and writes nothing. Runs in `npm test` (PGlite) and `npm run test:db` (PostgreSQL).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { createAuction, fund, importRows, ip, register, startFields } from '../test/auctions';
import { adminToken, bearer, signUp, type TestUser } from '../test/factories';
import { freshUtr, postJson } from '../test/wallet';
import { expectUnchanged, snapshot } from './harness';

let t: TestApp;
let app: FastifyInstance;
let admin: string;
let player: TestUser;
let auctionId: string;
let poolPlayerId: string;
let pendingRechargeId: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  app = t.app;
  admin = await adminToken(app);
  player = await signUp(app);
  await fund(app, player.id, 1_000);
  auctionId = (await createAuction(app)).id;
  const row = { name: 'Asha Kumar', type: 'Batsmen 1', base_cr: 1 };
  const imported = await importRows(app, auctionId, [row]);
  poolPlayerId = imported.json().players[0].id;
  const recharge = await postJson(app, '/api/wallet/recharge-request', player.token, {
    amount: 10,
    UTRNumber: freshUtr(),
  });
  pendingRechargeId = recharge.json().transaction.id;
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT' | 'GET', url: string, token: string | null, body?: object) =>
  app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(body ? { payload: body } : {}),
    remoteAddress: ip(),
  });

/** A route that stores text: how to send one value, and where the refusal names the field. */
interface Route {
  label: string;
  field: string;
  /** Reserved names are refused here too (usernames and team names). */
  names?: boolean;
  /** Sent as multipart or in a query: UTF-8 on the wire, so a lone surrogate cannot be sent. */
  utf8Only?: boolean;
  send: (value: string) => Promise<LightMyRequestResponse>;
  /** The field message of a refusal. */
  message: (res: LightMyRequestResponse) => string | undefined;
}

const fieldMessage = (field: string) => (res: LightMyRequestResponse) =>
  res.statusCode === 400 && res.json().error.code === 'VALIDATION'
    ? (res.json().error.fields?.[field] as string | undefined)
    : undefined;
const rowMessage = (field: string) => (res: LightMyRequestResponse) =>
  res.statusCode === 422 && res.json().error.code === 'INVALID_PLAYER_ROWS'
    ? (res.json().rows?.[0]?.errors?.[field] as string | undefined)
    : undefined;

let emails = 0;
const ROUTES: Route[] = [
  {
    label: 'sign-up username',
    field: 'username',
    names: true,
    send: (username) =>
      json('POST', '/api/users/register', null, {
        username,
        email: `text${++emails}@example.com`,
        password: 'secret-pass',
        ageConfirmed: true,
      }),
    message: fieldMessage('username'),
  },
  {
    label: 'team name',
    field: 'teamName',
    names: true,
    utf8Only: true,
    send: (teamName) => register(app, player.token, { auctionId, teamName }),
    message: fieldMessage('teamName'),
  },
  {
    label: 'auction title (create)',
    field: 'title',
    send: async (title) =>
      json('POST', '/api/auctions/register', admin, {
        title,
        registrationFee: 10,
        ...startFields(app, 48 * 3600_000),
        startsAt: undefined,
      }),
    message: fieldMessage('title'),
  },
  {
    label: 'auction title (update)',
    field: 'title',
    send: (title) => json('PUT', '/api/auctions/update', admin, { auctionId, title }),
    message: fieldMessage('title'),
  },
  {
    label: 'auction description',
    field: 'description',
    send: (description) => json('PUT', '/api/auctions/update', admin, { auctionId, description }),
    message: fieldMessage('description'),
  },
  {
    label: 'wallet note',
    field: 'note',
    send: (note) =>
      json('POST', '/api/admin/update/wallet-requests', admin, {
        transactionId: pendingRechargeId,
        action: 'DENIED',
        note,
      }),
    message: fieldMessage('note'),
  },
  {
    label: 'imported player name',
    field: 'name',
    send: (name) => importRows(app, auctionId, [{ name, type: 'Bowler 1', base_cr: 1 }]),
    message: rowMessage('name'),
  },
  {
    label: 'imported player type',
    field: 'type',
    send: (type) => importRows(app, auctionId, [{ name: 'Ravi Das', type, base_cr: 1 }]),
    message: rowMessage('type'),
  },
  {
    label: 'edited player name',
    field: 'name',
    send: (name) => json('PUT', `/api/auction-players/${poolPlayerId}`, admin, { name }),
    message: fieldMessage('name'),
  },
  {
    label: 'static content',
    field: 'content',
    send: (content) => json('POST', '/api/static-content', admin, { type: 'how-to-play', content }),
    message: fieldMessage('content'),
  },
  {
    label: 'bid-history search (reaches a query)',
    field: 'search',
    utf8Only: true,
    send: (search) =>
      json('GET', `/api/bids/history?search=${encodeURIComponent(search)}`, player.token),
    message: fieldMessage('search'),
  },
];

const LONE_SURROGATE = 'a lone surrogate';
const BAD_TEXT: [string, string][] = [
  ['a NUL character', 'Mumbai\u0000Kings'],
  ['a C0 control', 'Mumbai\u0007Kings'],
  ['a right-to-left override', 'Mumbai\u202EsgniK'],
  ['a bidi isolate', '\u2066Mumbai Kings\u2069'],
  [LONE_SURROGATE, 'Mumbai \ud800Kings'],
];
const BAD_NAMES: [string, string][] = [
  ['zero-width characters only', '\u200B\u200C\u200D\u2060'],
  ['Hangul fillers only', '\u3164\u3164\u3164'],
  ['an invisible character inside', 'Mum\u200Bbai'],
];
const RESERVED: [string, string][] = [
  ['"BidXI Admin"', 'BidXI Admin'],
  ['"admin" in other letters', 'ＡＤＭ1Ｎ'],
  ['"support"', 'Support'],
];

const NAME_FIELDS = new Set(['username', 'teamName', 'title', 'name', 'type']);

describe('every route that stores text refuses what the normaliser refuses', () => {
  const cases = ROUTES.flatMap((route) => [
    ...BAD_TEXT.filter(([what]) => !(route.utf8Only && what === LONE_SURROGATE)).map(
      ([what, value]) => ({ route, what, value }),
    ),
    ...(NAME_FIELDS.has(route.field)
      ? BAD_NAMES.map(([what, value]) => ({ route, what, value }))
      : []),
    ...(route.names ? RESERVED.map(([what, value]) => ({ route, what, value })) : []),
  ]);

  it.each(cases.map((c) => [c.route.label, c.what, c] as const))(
    '%s with %s: 4xx naming the field, nothing written',
    async (_label, _what, { route, value }) => {
      const before = await snapshot(app);
      const res = await route.send(value);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(route.message(res), res.body).toBeTruthy();
      await expectUnchanged(app, before, `${route.label}: ${JSON.stringify(value)}`);
    },
  );

  it('refuses a lot group that does not fit ("Batsmen 999999999999") with a row message', async () => {
    const res = await importRows(app, auctionId, [
      { name: 'Big Group', type: 'Batsmen 999999999999', base_cr: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().rows[0].errors.type).toMatch(/lot group .* 1 to 999/);
  });

  it('stores accepted names normalised: NFC and spaces folded', async () => {
    const res = await json('POST', '/api/users/register', null, {
      username: '  Jose\u0301 \u00A0 Kumar ',
      email: 'nfc@example.com',
      password: 'secret-pass',
      ageConfirmed: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.username).toBe('José Kumar');
    const second = await signUp(app);
    await fund(app, second.id, 1_000);
    const team = await register(app, second.token, { auctionId, teamName: 'क्\u200Dष Kings 🏏' });
    expect(team.statusCode, team.body).toBe(201);
    expect(team.json().team.name).toBe('क्\u200Dष Kings 🏏');
  });
});
