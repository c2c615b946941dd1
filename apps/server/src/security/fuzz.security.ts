/**
 * fast-check fuzzing: random JSON bodies and query strings against every HTTP route (as a player,
 * and as the admin on admin routes) never get a 5xx; random payloads on every socket event never get
 * a bid accepted or an event appended, and the server keeps answering.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRoom, type TestSocket } from '../test/socket-client';
import { buildWorld, call, snapshot, type World } from './harness';

let w: World;
beforeAll(async () => {
  w = await buildWorld({ listen: true, realClock: true });
});
afterAll(() => w.t.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const U = '00000000-0000-4000-8000-000000000000';

/** Every API route ('/api' prefix added), with path parameters filled with a valid-looking id. */
const ROUTES: [string, string, 'user' | 'admin' | 'none'][] = [
  ['GET', '/time-sync', 'none'],
  ['GET', `/auctions/${U}/players`, 'user'],
  ['GET', '/auction-players', 'user'],
  ['GET', `/auction-players/${U}/bids`, 'user'],
  ['POST', '/teams/validate-composition', 'user'],
  ['PATCH', `/auction/${U}/endtime`, 'user'],
  ['POST', '/auctions/register', 'admin'],
  ['PUT', '/auctions/update', 'admin'],
  ['POST', '/upload/auctionImage', 'admin'],
  ['GET', '/admin/auctions', 'admin'],
  ['GET', `/admin/auctions/${U}`, 'admin'],
  ['POST', '/admin/users/ban-unban', 'admin'],
  ['GET', '/admin/transactions', 'admin'],
  ['GET', '/admin/actions', 'admin'],
  ['POST', '/admin/wallet-requests', 'admin'],
  ['POST', '/admin/update/wallet-requests', 'admin'],
  ['GET', '/admin/analytics/total-auctions', 'admin'],
  ['GET', '/admin/analytics/bids-per-user', 'admin'],
  ['GET', '/admin/analytics/successful-registrations', 'admin'],
  ['GET', '/admin/analytics/registrations-per-auction', 'admin'],
  ['GET', '/admin/analytics/all-registration-requests', 'admin'],
  ['GET', '/admin/analytics/event-completion-rate', 'admin'],
  ['GET', '/admin/analytics/financial-summary', 'admin'],
  ['GET', '/admin/dashboard', 'admin'],
  ['GET', `/admin/auctions/${U}/results`, 'admin'],
  ['POST', '/players/register-to-auction-3', 'admin'],
  ['GET', `/auctions/${U}/pool`, 'admin'],
  ['PUT', `/auction-players/${U}`, 'admin'],
  ['DELETE', `/auction-players/${U}`, 'admin'],
  ['POST', '/auctions/registration-2', 'user'],
  ['POST', '/users/auction-registered', 'user'],
  ['POST', '/teams/by-user-and-auction', 'user'],
  ['GET', `/auction/${U}/teams`, 'user'],
  ['GET', `/images/${U}`, 'user'],
  ['POST', '/upload/userImage', 'user'],
  ['PUT', '/wallet/payment-details', 'user'],
  ['GET', '/static-content/privacy', 'none'],
  ['POST', '/static-content', 'admin'],
  ['POST', '/wallet/balance', 'user'],
  ['POST', '/wallet/recharge-request', 'user'],
  ['POST', '/wallet/withdraw-request', 'user'],
  ['POST', '/wallet/transaction-history', 'user'],
  ['GET', '/gaming', 'user'],
  ['POST', '/gaming/recharge-limit', 'user'],
  ['POST', '/gaming/self-exclusion', 'user'],
  ['POST', '/gaming/age-confirmation', 'user'],
  ['POST', '/otp/generate', 'user'],
  ['POST', '/otp/resend', 'user'],
  ['POST', '/otp/verify', 'user'],
  ['POST', '/teams/set-priority', 'user'],
  ['GET', `/auction/${U}/team-players/${U}`, 'user'],
  ['GET', `/results/${U}`, 'user'],
  ['GET', '/bids/history', 'user'],
  ['GET', '/health', 'none'],
  ['GET', '/app-config', 'none'],
  ['POST', '/users/register', 'none'],
  ['POST', '/user/login', 'none'],
  ['POST', '/admin-login', 'none'],
  ['POST', '/user/getById', 'user'],
  ['GET', '/user/session', 'user'],
  ['POST', '/users/tour-seen', 'user'],
  ['GET', '/users/getAll', 'admin'],
  ['POST', '/resetLink', 'none'],
  ['POST', '/resetPass', 'none'],
  ['GET', '/auctions/getallstatus', 'user'],
  ['GET', `/auctions/${U}`, 'user'],
  ['POST', '/auctions/validate-registration', 'user'],
  ['GET', `/auctions/${U}/how-to-play.pdf`, 'none'],
];

const query = fc.dictionary(
  fc.constantFrom(
    'status',
    'from',
    'to',
    'userId',
    'auctionId',
    'playerId',
    'limit',
    'offset',
    'type',
    'clientTime',
    'x',
  ),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constant(U)),
  { maxKeys: 4 },
);

describe('fuzz: every HTTP route', () => {
  it.each(ROUTES)('%s %s never answers 5xx', async (method, url, who) => {
    const token = who === 'admin' ? w.admin : who === 'user' ? w.a.token : null;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), query, async (body, q) => {
        const qs = new URLSearchParams(q).toString();
        const res = await call(w.app, method, `/api${url}${qs ? `?${qs}` : ''}`, {
          token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { raw: JSON.stringify(body) }),
        });
        expect(
          res.statusCode,
          `${method} ${url} ${JSON.stringify(body)} → ${res.body}`,
        ).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('fuzz: every socket event', () => {
  let s: TestSocket;
  let other: TestSocket;
  beforeAll(async () => {
    s = await connectRoom(w.baseUrl!, { token: w.a.token, auctionId: w.auctionId });
    // Two teams present: a lot is open while the fuzzer bids.
    other = await connectRoom(w.baseUrl!, { token: w.b.token, auctionId: w.auctionId });
    await s.waitFor('activePlayerDetail', undefined, 15_000);
  });
  afterAll(() => {
    s.close();
    other.close();
  });

  it('random payloads never get a bid accepted or an event appended', async () => {
    const before = await snapshot(w.app);
    const events = [
      'bid',
      'pullBackPlayer',
      'reAddPlayer',
      'getRoomState',
      'getActivePlayer',
      'getBudget',
      'playerCount',
      'getAuctionRoomSize',
      'getChatHistory',
      'nope',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...events),
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.record(
            {
              auctionPlayerId: fc.oneof(fc.uuid(), fc.string()),
              biddingAmount: fc.oneof(fc.double(), fc.integer(), fc.string()),
              expectedSeq: fc.oneof(fc.integer(), fc.double()),
            },
            { requiredKeys: [] },
          ),
        ),
        async (event, payload) => {
          if (!s.socket.connected)
            s = await connectRoom(w.baseUrl!, {
              token: w.a.token,
              auctionId: w.auctionId,
              deviceId: 'fuzz-device',
              takeover: true,
            });
          const ack = await s.emitAck(event, payload).catch(() => null);
          if (event === 'bid' && ack) expect(ack.success).toBe(false);
        },
      ),
      { numRuns: RUNS * 8 },
    );
    const after = await snapshot(w.app);
    expect(after.acceptedBids).toBe(before.acceptedBids);
    expect(after.counts.room_events).toBe(before.counts.room_events);
    expect((await call(w.app, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
