import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signUp, type TestUser } from '../../test/factories';
import { countSms, postJson, readOtpFromOutbox } from '../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let phoneCounter = 0;
/** A fresh 10-digit Indian mobile per test. */
const freshPhone = () =>
  `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneCounter).padStart(2, '0')}`;
const post = (url: string, u: TestUser | null, body: object) =>
  postJson(t.app, url, u?.token ?? null, body);
const generate = (u: TestUser, mobileNumber: string) =>
  post('/api/otp/generate', u, { userId: u.id, mobileNumber });
const verify = (u: TestUser, otp: string) => post('/api/otp/verify', u, { userId: u.id, otp });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone OTP', () => {
  it('sends a code by SMS (outbox) and verifies it: the number becomes the mobile with +91', async () => {
    const u = await signUp(t.app);
    const phone = freshPhone();
    const sent = await generate(u, phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: 'OTP sent successfully',
      mobileNumber: `+91${phone}`,
      expiresAt: new Date(t.clock.now() + 10 * 60_000).toISOString(),
      resendAvailableAt: new Date(t.clock.now() + 60_000).toISOString(),
    });
    const code = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await verify(u, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Phone number verified successfully',
      mobileNumber: `+91${phone}`,
    });
    const bal = await post('/api/wallet/balance', u, {});
    expect(bal.json().paymentInfo.mobileNumber).toBe(`+91${phone}`);
    const reuse = await verify(u, code);
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().error.code).toBe('OTP_USED');
  });

  it("texts the code in the account's language", async () => {
    const u = await signUp(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: { authorization: `Bearer ${u.token}` },
      payload: { language: 'hi' },
    });
    const phone = freshPhone();
    expect((await generate(u, phone)).statusCode).toBe(200);
    const code = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    const dir = path.join(t.dataDir, 'outbox');
    const file = readdirSync(dir).find((f) => f.endsWith(`-91${phone}.txt`));
    expect(readFileSync(path.join(dir, file!), 'utf8')).toContain(
      `${code} आपका BidXI वेरिफ़िकेशन कोड है। यह 10 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
    );
  });

  it('kills a code after 5 wrong tries, even for the right code after', async () => {
    const u = await signUp(t.app);
    const phone = freshPhone();
    await generate(u, phone);
    const code = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(u, wrongOf(code));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        attemptsLeft: 5 - i,
        error: { code: 'OTP_INVALID', message: 'Invalid OTP. Please try again.' },
      });
    }
    const fifth = await verify(u, wrongOf(code));
    expect(fifth.json().error.code).toBe('OTP_ATTEMPTS_EXCEEDED');
    const right = await verify(u, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().error.code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('never gives more than 5 tries to concurrent guesses', async () => {
    const u = await signUp(t.app);
    const phone = freshPhone();
    await generate(u, phone);
    const code = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verify(u, wrongOf(code)).then((r) => r.json().error.code)),
    );
    expect(results.filter((c) => c === 'OTP_INVALID')).toHaveLength(4);
    expect((await verify(u, code)).json().error.code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('expires a code after 10 minutes', async () => {
    const u = await signUp(t.app);
    const phone = freshPhone();
    await generate(u, phone);
    const code = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    t.clock.advance(10 * 60_000);
    const res = await verify(u, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'OTP_EXPIRED',
      message: 'This OTP has expired. Please request a new one.',
    });
  });

  it('refuses a resend within 60 s (429 with the wait) and a 4th send within 15 minutes', async () => {
    const u = await signUp(t.app);
    const phone = freshPhone();
    expect((await generate(u, phone)).statusCode).toBe(200);
    t.clock.advance(20_000);
    const early = await post('/api/otp/resend', u, {});
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      retryAfterSeconds: 40,
      error: {
        code: 'OTP_RESEND_TOO_SOON',
        message: 'Please wait 40 s before requesting another OTP.',
      },
    });
    t.clock.advance(40_000);
    const again = await post('/api/otp/resend', u, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('OTP resent successfully');
    expect(again.json().mobileNumber).toBe(`+91${phone}`);
    t.clock.advance(60_000);
    expect((await post('/api/otp/resend', u, { mobileNumber: phone })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const fourth = await post('/api/otp/resend', u, {});
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('OTP_SEND_LIMIT');
    expect(fourth.json().retryAfterSeconds).toBe(15 * 60 - 180);
    expect(countSms(t.dataDir, `+91${phone}`)).toBe(3);
    t.clock.advance((15 * 60 - 180) * 1000);
    expect((await post('/api/otp/resend', u, {})).statusCode).toBe(200);
  });

  it('only the newest code verifies', async () => {
    const u = await signUp(t.app);
    const phone = freshPhone();
    await generate(u, phone);
    const old = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    t.clock.advance(61_000);
    await post('/api/otp/resend', u, {});
    const fresh = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    if (old !== fresh) expect((await verify(u, old)).json().error.code).toBe('OTP_INVALID');
    expect((await verify(u, fresh)).statusCode).toBe(200);
  });

  it("binds requests to the account: another account's code for a number never blocks its owner", async () => {
    const phone = freshPhone();
    const [attacker, owner] = [await signUp(t.app), await signUp(t.app)];
    // The attacker asks first, and again until its own limits stop it.
    expect((await generate(attacker, phone)).statusCode).toBe(200);
    expect((await generate(attacker, phone)).json().error.code).toBe('OTP_RESEND_TOO_SOON');
    // The owner asks at once and gets a code; it verifies; the attacker's code is not theirs.
    const sent = await generate(owner, phone);
    expect(sent.statusCode).toBe(200);
    const ownerCode = readOtpFromOutbox(t.dataDir, `+91${phone}`);
    expect((await verify(owner, ownerCode)).statusCode).toBe(200);
    // Once verified the number is the owner's: nobody else may ask for it.
    t.clock.advance(61_000);
    const taken = await generate(attacker, phone);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('MOBILE_IN_USE');
  });

  it('holds each account to 3 codes per 15 minutes whatever the numbers', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await generate(u, freshPhone())).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await generate(u, freshPhone())).json().error.code).toBe('OTP_SEND_LIMIT');
  });

  it('validates inputs, refuses unknown state, other users (403) and no token (401)', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    for (const mobileNumber of ['12345', '5876543210', '98765432101', '98765abcde']) {
      const res = await post('/api/otp/generate', a, { mobileNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.mobileNumber).toBe(
        'Please enter a valid 10-digit phone number',
      );
    }
    const shortCode = await post('/api/otp/verify', a, { otp: '12345' });
    expect(shortCode.json().error.fields.otp).toBe('Please enter a valid 6-digit OTP');
    expect((await post('/api/otp/verify', a, { otp: '123456' })).json().error.code).toBe(
      'OTP_NOT_FOUND',
    );
    expect((await post('/api/otp/resend', a, {})).json().error.code).toBe('OTP_NOT_FOUND');
    const other = await post('/api/otp/generate', a, { userId: b.id, mobileNumber: freshPhone() });
    expect(other.statusCode).toBe(403);
    expect((await post('/api/otp/generate', null, { mobileNumber: freshPhone() })).statusCode).toBe(
      401,
    );
    const plus = await post('/api/otp/generate', a, { mobileNumber: `+91${freshPhone()}` });
    expect(plus.statusCode).toBe(200);
  });
});
