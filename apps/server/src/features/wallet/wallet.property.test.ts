// Property test of the wallet through its services: over random sequences of recharge and
// withdrawal requests, approvals, denials, repeated resolutions and fee debits, the wallet always
// equals a simple model (balance = Σ approved, held = Σ pending withdrawals, available ≥ 0) and
// the cached row equals its entries.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { insertUser } from '../accounts/accounts.repo';
import type { AuthContext } from '../../platform/auth';
import { storeImage } from '../images/images.service';
import { upsertPaymentDetails } from '../profile/profile.repo';
import { updateRequest } from '../admin/admin-wallet.service';
import { pngImage } from '../../test/wallet';
import { getBalance, postEntry, verifyWallet } from './ledger.service';
import { requestRecharge, requestWithdrawal } from './wallet-requests.service';

let t: TestApp;
let admin: AuthContext;
let imageId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.deps.database.db;
  const a = await insertUser(db, {
    email: 'prop-admin@x.test',
    username: 'PA',
    passwordHash: 'x',
    role: 'ADMIN',
  });
  admin = { user: a, sessionId: 's', kind: 'ADMIN', expiresAt: new Date(Date.now() + 3600_000) };
  imageId = await storeImage(db, await pngImage(), 'AADHAAR', a.id);
});
afterAll(() => t.close());

type Cmd =
  | { kind: 'recharge'; paise: number }
  | { kind: 'withdraw'; paise: number }
  | { kind: 'resolve'; pick: number; action: 'APPROVED' | 'DENIED' }
  | { kind: 'resolveAgain'; pick: number; action: 'APPROVED' | 'DENIED' }
  | { kind: 'fee'; paise: number }
  | { kind: 'feeAgain'; pick: number };

const action = fc.constantFrom('APPROVED' as const, 'DENIED' as const);
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    kind: fc.constant('recharge' as const),
    paise: fc.integer({ min: 100, max: 1_000_000 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    paise: fc.integer({ min: 100, max: 600_000 }),
  }),
  fc.record({ kind: fc.constant('resolve' as const), pick: fc.nat(), action }),
  fc.record({ kind: fc.constant('resolveAgain' as const), pick: fc.nat(), action }),
  fc.record({ kind: fc.constant('fee' as const), paise: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ kind: fc.constant('feeAgain' as const), pick: fc.nat() }),
);

let run = 0;
let utr = 0;

async function check(commands: Cmd[]) {
  const deps = t.app.deps;
  const db = deps.database.db;
  run += 1;
  const user = await insertUser(db, {
    email: `prop${run}@x.test`,
    username: `P${run}`,
    passwordHash: 'x',
    role: 'USER',
    ageConfirmedAt: new Date(), // recharge in real mode needs the 18+ confirmation
  });
  await db.transaction((tx) =>
    upsertPaymentDetails(
      tx,
      user.id,
      { upiId: 'p@upi', aadhaarImageId: imageId, panImageId: imageId },
      new Date(),
    ),
  );
  const auth: AuthContext = {
    user,
    sessionId: 's',
    kind: 'USER',
    expiresAt: new Date(Date.now() + 3600_000),
  };
  const model = {
    approved: 0,
    pending: [] as { id: string; paise: number; credit: boolean }[],
    resolved: [] as string[],
    fees: [] as string[],
  };
  const held = () => model.pending.filter((p) => !p.credit).reduce((s, p) => s + p.paise, 0);

  for (const c of commands) {
    const available = model.approved - held();
    if (c.kind === 'recharge') {
      const body = { amount: c.paise / 100, UTRNumber: `PROP${run}X${++utr}` };
      const { body: res } = await requestRecharge(deps, auth, body, undefined);
      model.pending.push({ id: res.transaction.id, paise: c.paise, credit: true });
    } else if (c.kind === 'withdraw') {
      const attempt = requestWithdrawal(deps, auth, { amount: c.paise / 100 }, undefined);
      if (c.paise <= available) {
        const { body: res } = await attempt;
        model.pending.push({ id: res.transaction.id, paise: c.paise, credit: false });
      } else {
        await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
      }
    } else if (c.kind === 'resolve') {
      if (model.pending.length === 0) continue;
      const [p] = model.pending.splice(c.pick % model.pending.length, 1);
      await updateRequest(deps, admin, { transactionId: p!.id, action: c.action });
      if (c.action === 'APPROVED') model.approved += p!.credit ? p!.paise : -p!.paise;
      model.resolved.push(p!.id);
    } else if (c.kind === 'resolveAgain') {
      if (model.resolved.length === 0) continue;
      const id = model.resolved[c.pick % model.resolved.length]!;
      await expect(
        updateRequest(deps, admin, { transactionId: id, action: c.action }),
      ).rejects.toMatchObject({
        code: 'ALREADY_RESOLVED',
      });
    } else {
      const isReplay = c.kind === 'feeAgain';
      if (isReplay && model.fees.length === 0) continue;
      const key = isReplay
        ? model.fees[c.pick % model.fees.length]!
        : `FEE:${run}:${model.fees.length}`;
      const paise = isReplay ? 1 : c.paise;
      const post = db.transaction((tx) =>
        postEntry(tx, {
          userId: user.id,
          type: 'REGISTRATION_FEE',
          amountPaise: paise,
          status: 'APPROVED',
          dedupeKey: key,
          at: new Date(),
        }),
      );
      if (isReplay) {
        expect((await post).created).toBe(false);
      } else if (paise <= available) {
        await post;
        model.approved -= paise;
        model.fees.push(key);
      } else {
        await expect(post).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
      }
    }
    const bal = await getBalance(db, user.id);
    expect(bal).toEqual({
      balancePaise: model.approved,
      heldPaise: held(),
      availablePaise: model.approved - held(),
    });
    expect(bal.availablePaise).toBeGreaterThanOrEqual(0);
    expect((await verifyWallet(db, user.id)).ok).toBe(true);
  }
}

describe('wallet ledger properties', () => {
  it('matches the model over random request, resolution and fee sequences', async () => {
    await fc.assert(fc.asyncProperty(fc.array(cmd, { maxLength: 30 }), check), { numRuns: 40 });
  });
});
