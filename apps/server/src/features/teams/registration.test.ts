import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, walletEntries } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { createAuction, fund, png, register } from '../../test/auctions';
import { endBiddingAsOrganiser } from '../../test/room-driver';
import { getBalance, verifyWallet } from '../wallet/ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, {}, { fakeTimers: true });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const teamsOf = (auctionId: string, ownerId: string) =>
  db()
    .select()
    .from(teams)
    .where(and(eq(teams.auctionId, auctionId), eq(teams.ownerId, ownerId)));
const feeEntries = (userId: string) =>
  db()
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.type, 'REGISTRATION_FEE')));
const setStatus = async (auctionId: string, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auctions/update',
    headers: bearer(await adminToken(t.app)),
    payload: { auctionId, status },
  });

describe('POST /api/auctions/registration-2', () => {
  it('pays the fee from the wallet and creates the team with an icon, once', async () => {
    const a = await createAuction(t.app, { registrationFee: 40, budgetLimit: 90 });
    const u = await signUp(t.app);
    await fund(t.app, u.id, 100);
    const res = await register(
      t.app,
      u.token,
      { auctionId: a.id, userId: u.id, teamName: '  Royal Strikers ' },
      { name: 'image', data: await png() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'The team is Sucessfully Registered',
      auctionStatus: 'SCHEDULED',
      team: {
        name: 'Royal Strikers',
        mobileNumber: '9876543210',
        registrationFeePaid: 40,
        budgetLimit: 90,
        purseRemaining: 90,
        owner: { id: u.id, username: u.username },
      },
    });
    const icon = await t.app.inject({ method: 'GET', url: res.json().team.imageUrl });
    expect(icon.headers['content-type']).toBe('image/webp');
    expect((await getBalance(db(), u.id)).balancePaise).toBe(6_000);
    const again = await register(t.app, u.token, { auctionId: a.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_REGISTERED',
      message: 'You are already registered',
    });
    expect(await feeEntries(u.id)).toHaveLength(1);
    expect((await verifyWallet(db(), u.id)).ok).toBe(true);
  });

  it('debits the fee exactly once when the same user sends 10 registrations at once', async () => {
    const a = await createAuction(t.app, { registrationFee: 10 });
    const u = await signUp(t.app);
    await fund(t.app, u.id, 1_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register(t.app, u.token, { auctionId: a.id, teamName: `Team ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect(await teamsOf(a.id, u.id)).toHaveLength(1);
    expect(await feeEntries(u.id)).toHaveLength(1);
    expect((await getBalance(db(), u.id)).balancePaise).toBe(99_000);
    expect((await verifyWallet(db(), u.id)).ok).toBe(true);
  });

  it('refuses with insufficient balance and writes nothing', async () => {
    const a = await createAuction(t.app, { registrationFee: 50 });
    const u = await signUp(t.app);
    await fund(t.app, u.id, 49.99);
    const res = await register(
      t.app,
      u.token,
      { auctionId: a.id },
      { name: 'icon', data: await png() },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('INSUFFICIENT_BALANCE');
    expect(await teamsOf(a.id, u.id)).toHaveLength(0);
    expect(await feeEntries(u.id)).toHaveLength(0);
    expect((await getBalance(db(), u.id)).balancePaise).toBe(4_999);
  });

  it('posts no ledger entry for a free auction', async () => {
    const a = await createAuction(t.app, { registrationFee: 0 });
    const u = await signUp(t.app);
    expect((await register(t.app, u.token, { auctionId: a.id })).statusCode).toBe(201);
    expect(await feeEntries(u.id)).toHaveLength(0);
  });

  it("checks the form with the spec's messages", async () => {
    const a = await createAuction(t.app, { registrationFee: 0 });
    const u = await signUp(t.app);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { teamName: '', mobileNumber: '' },
        { teamName: 'Team name is required', mobileNumber: 'Mobile number is required' },
      ],
      [
        { teamName: 'ab', mobileNumber: '98765' },
        {
          teamName: 'Team name must be at least 3 characters',
          mobileNumber: 'Enter a valid 10-digit mobile number',
        },
      ],
      [{ mobileNumber: '98765432100' }, { mobileNumber: 'Enter a valid 10-digit mobile number' }],
    ];
    for (const [fields, messages] of cases) {
      const res = await register(t.app, u.token, { auctionId: a.id, ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(messages);
    }
    const big = await register(
      t.app,
      u.token,
      { auctionId: a.id },
      { name: 'icon', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('File size must be under 5MB.');
    const notImage = await register(
      t.app,
      u.token,
      { auctionId: a.id },
      { name: 'icon', data: Buffer.from('<svg/>') },
    );
    expect(notImage.statusCode).toBe(422);
    expect(await teamsOf(a.id, u.id)).toHaveLength(0);
  });

  it('is open while scheduled and while live until bidding finishes; closed when cancelled', async () => {
    const u = await signUp(t.app);
    const live = await createAuction(t.app, { registrationFee: 0 });
    await setStatus(live.id, 'LIVE');
    const liveReg = await register(t.app, u.token, { auctionId: live.id });
    expect(liveReg.json().auctionStatus).toBe('LIVE');
    const ended = await createAuction(t.app, { registrationFee: 0 });
    await setStatus(ended.id, 'LIVE');
    await endBiddingAsOrganiser(t, ended.id);
    const late = await register(t.app, u.token, { auctionId: ended.id });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('REGISTRATION_CLOSED');
    const cancelled = await createAuction(t.app, { registrationFee: 0 });
    await setStatus(cancelled.id, 'CANCELLED');
    expect((await register(t.app, u.token, { auctionId: cancelled.id })).json().error.code).toBe(
      'REGISTRATION_CLOSED',
    );
    expect(
      (await register(t.app, u.token, { auctionId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses registering for someone else's id unless the caller is an admin", async () => {
    const a = await createAuction(t.app, { registrationFee: 0 });
    const [u, other] = [await signUp(t.app), await signUp(t.app)];
    expect((await register(t.app, u.token, { auctionId: a.id, userId: other.id })).statusCode).toBe(
      403,
    );
    expect(await teamsOf(a.id, other.id)).toHaveLength(0);
  });
});
