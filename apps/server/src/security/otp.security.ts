/**
 * Phone OTP: brute force (5 tries, then dead even for the right code), reuse, expiry, malformed codes
 * and numbers, resend and send limits, a number verified elsewhere, another user's code. Each case
 * gets its own user and number; after the refusal no mobile number was set and no row appeared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../test/factories';
import { readOtpFromOutbox } from '../test/wallet';
import { buildWorld, call, expectUnchanged, snapshot, type World } from './harness';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.t.close());

let n = 0;
const phone = () => `97${String(Date.now() % 1e6).padStart(6, '0')}${String(++n).padStart(2, '0')}`;
const wrong = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

interface Ctx {
  u: TestUser;
  phone: string;
  code: () => string;
}
const generate = (u: TestUser, mobileNumber: string) =>
  call(w.app, 'POST', '/api/otp/generate', { token: u.token, body: { mobileNumber } });
const verify = (u: TestUser, otp: unknown) =>
  call(w.app, 'POST', '/api/otp/verify', { token: u.token, body: { otp } });

/** [label, setup (may send codes), the refused request, status, code]. */
const CASES: [
  string,
  (c: Ctx) => Promise<void>,
  (c: Ctx) => ReturnType<typeof call>,
  number,
  string,
][] = [
  [
    'a wrong code',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => verify(c.u, wrong(c.code())),
    422,
    'OTP_INVALID',
  ],
  [
    'the right code after 5 wrong',
    async (c) => {
      await generate(c.u, c.phone);
      for (let i = 0; i < 5; i++) await verify(c.u, wrong(c.code()));
    },
    (c) => verify(c.u, c.code()),
    422,
    'OTP_ATTEMPTS_EXCEEDED',
  ],
  [
    'a 6th wrong try',
    async (c) => {
      await generate(c.u, c.phone);
      for (let i = 0; i < 5; i++) await verify(c.u, wrong(c.code()));
    },
    (c) => verify(c.u, wrong(c.code())),
    422,
    'OTP_ATTEMPTS_EXCEEDED',
  ],
  [
    'an expired code (11 min later)',
    async (c) => {
      await generate(c.u, c.phone);
      w.t.clock.advance(11 * 60_000);
    },
    (c) => verify(c.u, c.code()),
    422,
    'OTP_EXPIRED',
  ],
  ['no code requested', async () => undefined, (c) => verify(c.u, '123456'), 422, 'OTP_NOT_FOUND'],
  [
    '5 digits',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => verify(c.u, c.code().slice(1)),
    400,
    'VALIDATION',
  ],
  [
    '7 digits',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => verify(c.u, `${c.code()}0`),
    400,
    'VALIDATION',
  ],
  [
    'letters',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => verify(c.u, 'abcdef'),
    400,
    'VALIDATION',
  ],
  [
    'the code as a number',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => verify(c.u, Number(c.code())),
    400,
    'VALIDATION',
  ],
  [
    'an empty code',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => verify(c.u, ''),
    400,
    'VALIDATION',
  ],
  [
    'SQL in the code',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => verify(c.u, "1' OR '1'='1"),
    400,
    'VALIDATION',
  ],
  [
    'a resend within 60 s',
    async (c) => void (await generate(c.u, c.phone)),
    (c) => call(w.app, 'POST', '/api/otp/resend', { token: c.u.token, body: {} }),
    429,
    'OTP_RESEND_TOO_SOON',
  ],
  [
    'a 4th code within 15 min',
    async (c) => {
      for (let i = 0; i < 3; i++) {
        await generate(c.u, c.phone);
        w.t.clock.advance(61_000);
      }
    },
    (c) => generate(c.u, c.phone),
    429,
    'OTP_SEND_LIMIT',
  ],
  [
    'a 9-digit number',
    async () => undefined,
    (c) => generate(c.u, c.phone.slice(1)),
    400,
    'VALIDATION',
  ],
  [
    'a number starting with 5',
    async () => undefined,
    (c) => generate(c.u, `5${c.phone.slice(1)}`),
    400,
    'VALIDATION',
  ],
  ['a +92 number', async () => undefined, (c) => generate(c.u, `+92${c.phone}`), 400, 'VALIDATION'],
  [
    "another user's code",
    async (c) => {
      const other = await signUp(w.app);
      await generate(c.u, c.phone);
      const p = phone();
      await generate(other, p);
      c.code = () => readOtpFromOutbox(w.t.dataDir, `+91${p}`);
    },
    (c) => verify(c.u, c.code()),
    422,
    'OTP_INVALID',
  ],
  [
    'a number verified on another account',
    async (c) => {
      const other = await signUp(w.app);
      await generate(other, c.phone);
      await verify(other, c.code());
      w.t.clock.advance(61_000);
    },
    (c) => generate(c.u, c.phone),
    409,
    'MOBILE_IN_USE',
  ],
];

describe('OTP', () => {
  it.each(CASES)('%s → %i %s, no number set', async (_l, setup, request, status, code) => {
    const u = await signUp(w.app);
    const c: Ctx = { u, phone: phone(), code: () => '' };
    const p = c.phone;
    c.code = () => readOtpFromOutbox(w.t.dataDir, `+91${p}`);
    await setup(c);
    const before = await snapshot(w.app);
    const res = await request(c);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
    await expectUnchanged(w.app, before, _l);
    const me = await call(w.app, 'POST', '/api/wallet/balance', { token: u.token, body: {} });
    expect(me.json().paymentInfo.mobileNumber ?? null).toBeNull();
  });
});
