// The server half of the push test: the app sends with web-push to a local push service
// (a real https server on 127.0.0.1), which decrypts the payload with the subscription's own keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp, type TestUser } from '../../test/factories';
import { createAuction, fund, ip, register } from '../../test/auctions';
import { postJson, freshUtr } from '../../test/wallet';
import { eq } from 'drizzle-orm';
import { auctions } from '../../db/schema';
import { createLiveAuction } from '../../test/auction-fixtures';
import {
  startPushReceiver,
  type PushReceiver,
  type TestSubscription,
} from '../../test/push-receiver';

let receiver: PushReceiver;
let t: TestApp;

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await buildTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' }, { pushAgent: receiver.agent });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function subscribe(user: TestUser, path: string): Promise<TestSubscription> {
  const sub = receiver.subscription(path);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user.token),
    payload: sub.json,
    remoteAddress: ip(),
  });
  expect(res.statusCode).toBe(201);
  return sub;
}

const receivedAt = (path: string) => receiver.received.filter((r) => r.path === path);

describe('web push delivery to a local push service', () => {
  it('sends "starts in 10 minutes" once, encrypted for the subscription (aes128gcm, VAPID-signed)', async () => {
    const user = await signUp(t.app);
    const sub = await subscribe(user, '/push/starting');
    const auction = await createAuction(t.app, { title: 'Weekend Cup' });
    await fund(t.app, user.id, 100);
    expect((await register(t.app, user.token, { auctionId: auction.id })).statusCode).toBe(201);

    const startsAt = new Date(auction.startsAt).getTime();
    // Eleven minutes before: not yet due.
    expect(await t.app.push.remind(new Date(startsAt - 11 * 60_000))).toBe(0);
    expect(await t.app.push.remind(new Date(startsAt - 10 * 60_000))).toBe(1);
    await t.app.push.queue.settle();

    const [push] = receivedAt('/push/starting');
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push!.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.deps.push.publicKey}$`),
    );
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(receiver.decrypt(sub, push!.body)).toEqual({
      kind: 'AUCTION_STARTING',
      title: 'Weekend Cup starts in 10 minutes',
      body: 'Your team is registered. Open the room to be ready for the first lot.',
      url: `/auctionRoom/${auction.id}`,
      tag: `starting:${auction.id}`,
    });

    // Claimed once: a later pass (or another node) sends nothing more.
    expect(await t.app.push.remind(new Date(startsAt - 9 * 60_000))).toBe(0);
    await t.app.push.queue.settle();
    expect(receivedAt('/push/starting')).toHaveLength(1);
  });

  it('sends "reorder closes in 2 minutes" once to each owner of a team in the reorder window', async () => {
    const user = await signUp(t.app);
    const sub = await subscribe(user, '/push/reorder');
    const db = t.app.deps.database.db;
    const { auction } = await createLiveAuction(db, {
      pool: [{ name: 'Jasprit Bumrah', type: 'Bowler', basePriceLakhs: 50 }],
      ownerIds: [user.id],
    });
    const now = t.app.deps.clock.now();
    // Bidding ended now, as the room records it: the reorder window runs 10 minutes to `endsAt`.
    const endsAt = new Date(now + 10 * 60_000);
    await db
      .update(auctions)
      .set({ biddingEndedAt: new Date(now), endsAt, isEndTimeUpdated: true })
      .where(eq(auctions.id, auction.id));

    expect(await t.app.push.remind(new Date(endsAt.getTime() - 3 * 60_000))).toBe(0);
    expect(await t.app.push.remind(new Date(endsAt.getTime() - 2 * 60_000))).toBe(1);
    expect(await t.app.push.remind(new Date(endsAt.getTime() - 60_000))).toBe(0);
    await t.app.push.queue.settle();
    const pushes = receivedAt('/push/reorder');
    expect(pushes).toHaveLength(1);
    expect(receiver.decrypt(sub, pushes[0]!.body)).toEqual({
      kind: 'REORDER_CLOSING',
      title: 'Set your XI: 2 minutes left',
      body: `The batting order of ${auction.title} locks in 2 minutes.`,
      url: `/yourTeamPlayers/${auction.id}/${user.id}`,
      tag: `reorder:${auction.id}`,
    });
  });

  it('tells the player their recharge was approved, and respects a turned-off toggle', async () => {
    const user = await signUp(t.app);
    const sub = await subscribe(user, '/push/wallet');
    const admin = await adminToken(t.app);
    const resolve = async (action: 'APPROVED' | 'DENIED') => {
      const req = await postJson(t.app, '/api/wallet/recharge-request', user.token, {
        amount: 250,
        UTRNumber: freshUtr(),
      });
      const done = await postJson(t.app, '/api/admin/update/wallet-requests', admin, {
        transactionId: req.json().transaction.id,
        action,
      });
      expect(done.statusCode).toBe(200);
      await t.app.push.queue.settle();
    };

    await resolve('APPROVED');
    const [push] = receivedAt('/push/wallet');
    expect(receiver.decrypt(sub, push!.body)).toMatchObject({
      kind: 'WALLET_REQUEST',
      title: 'Your recharge was approved',
      body: '₹250.00 was added to your wallet.',
      url: '/myWallet',
    });

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(user.token),
      payload: { auctionStarting: true, outbid: true, walletRequest: false, reorderClosing: true },
    });
    expect(off.statusCode).toBe(200);
    await resolve('DENIED');
    expect(receivedAt('/push/wallet')).toHaveLength(1);
  });

  it('sends "your target is up next" unless the player turned it off', async () => {
    const user = await signUp(t.app);
    const sub = await subscribe(user, '/push/starred');
    const notice = {
      kind: 'STARRED_NEXT',
      auctionId: '00000000-0000-4000-8000-000000000000',
      auctionTitle: 'Diwali Cup',
      playerName: 'V Kohli',
    } as const;
    const setStarredNext = async (isOn: boolean) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/push/preferences',
        headers: bearer(user.token),
        payload: {
          auctionStarting: true,
          outbid: true,
          walletRequest: true,
          reorderClosing: true,
          starredNext: isOn,
        },
      });
      expect(res.statusCode).toBe(200);
    };

    await setStarredNext(false);
    t.app.deps.push.notify(user.id, notice);
    await t.app.push.queue.settle();
    expect(receivedAt('/push/starred')).toHaveLength(0);

    await setStarredNext(true);
    t.app.deps.push.notify(user.id, notice);
    await t.app.push.queue.settle();
    const pushes = receivedAt('/push/starred');
    expect(pushes).toHaveLength(1);
    expect(receiver.decrypt(sub, pushes[0]!.body)).toEqual({
      kind: 'STARRED_NEXT',
      title: 'Your target V Kohli is up next in Diwali Cup',
      body: 'The lot before opened just now. Open the room to be ready to bid.',
      url: `/auctionRoom/${notice.auctionId}`,
      tag: `starred-next:${notice.auctionId}`,
    });
  });

  it("sends each notice in the subscriber's language: Hindi for a user who chose it", async () => {
    const user = await signUp(t.app);
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: bearer(user.token),
      payload: { language: 'hi' },
    });
    expect(chose.statusCode).toBe(200);
    const sub = await subscribe(user, '/push/hindi');
    const outbid = {
      kind: 'OUTBID',
      auctionId: '00000000-0000-4000-8000-000000000000',
      auctionTitle: 'Diwali Cup',
      playerName: 'V Kohli',
      amountLakhs: 325,
    } as const;
    t.app.deps.push.notify(user.id, outbid);
    t.app.deps.push.notify(user.id, {
      kind: 'WALLET_REQUEST',
      type: 'WITHDRAWAL',
      status: 'DENIED',
      amountPaise: 50_000,
    });
    await t.app.push.queue.settle();
    // The queue delivers concurrently: the two may arrive in either order.
    const notices = receivedAt('/push/hindi').map((p) => receiver.decrypt(sub, p.body));
    const ofKind = (kind: string) => notices.find((n) => (n as { kind?: string }).kind === kind);
    expect(notices).toHaveLength(2);
    expect(ofKind('OUTBID')).toMatchObject({
      kind: 'OUTBID',
      title: 'V Kohli पर आपकी बोली पीछे रह गई',
      body: 'Diwali Cup में आपकी अधिकतम बोली 3.25 करोड़ पर पीछे रह गई। बोली बंद होने से पहले फिर से बोली लगाएँ।',
    });
    expect(ofKind('WALLET_REQUEST')).toMatchObject({
      kind: 'WALLET_REQUEST',
      title: 'आपकी निकासी नामंज़ूर हुई',
      body: '₹500.00 का आपका निकासी अनुरोध नामंज़ूर हुआ। ब्योरे के लिए अपना वॉलेट देखें।',
    });

    // Back to English: the next notice follows the account's language at delivery.
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: bearer(user.token),
      payload: { language: 'en' },
    });
    t.app.deps.push.notify(user.id, outbid);
    await t.app.push.queue.settle();
    const third = receiver.decrypt(sub, receivedAt('/push/hindi')[2]!.body);
    expect(third).toMatchObject({
      title: 'Outbid on V Kohli',
      body: 'Your max bid was beaten at 3.25 Cr in Diwali Cup. Bid again before the lot closes.',
    });
  });

  it('deletes a subscription the push service answers 410 Gone', async () => {
    const user = await signUp(t.app);
    receiver.statusFor.set('/push/gone', 410);
    await subscribe(user, '/push/gone');
    const prefs = () =>
      t.app.inject({ method: 'GET', url: '/api/push/preferences', headers: bearer(user.token) });
    expect((await prefs()).json().subscriptions).toBe(1);
    t.app.deps.push.notify(user.id, {
      kind: 'OUTBID',
      auctionId: '00000000-0000-4000-8000-000000000000',
      auctionTitle: 'Cup',
      playerName: 'V Kohli',
      amountLakhs: 325,
    });
    await t.app.push.queue.settle();
    expect(receivedAt('/push/gone')).toHaveLength(1);
    expect((await prefs()).json().subscriptions).toBe(0);
  });
});
