import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { completeKyc, jpegImage, nextIp, postJson, sendForm } from '../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getImage = (url: string, token: string | null) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: nextIp(),
  });

describe('PUT /api/wallet/payment-details', () => {
  it('sets UPI, Aadhaar and PAN; completion needs the verified mobile too', async () => {
    const u = await signUp(t.app);
    const body = await completeKyc(t.app, u, 'asha.k@okaxis');
    expect(body).toMatchObject({
      success: true,
      message: 'Payment details updated successfully',
      paymentInfo: {
        upiId: 'asha.k@okaxis',
        mobileNumber: null,
        hasAadhaar: true,
        hasPan: true,
        profileCompleted: false,
      },
    });
    const me = (await postJson(t.app, '/api/user/getById', u.token, { userId: u.id })).json();
    expect(me.user.profileCompleted).toBe(false);
    expect(me.user.wallet.paymentInfo).toEqual(body.paymentInfo);
  });

  it('serves KYC images to the owner and admins only', async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const { paymentInfo } = await completeKyc(t.app, owner);
    for (const url of [paymentInfo.aadharCardUrl, paymentInfo.panCardUrl]) {
      const mine = await getImage(url, owner.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/webp');
      expect(mine.headers['cache-control']).toContain('no-store');
      expect((await getImage(url, other.token)).statusCode).toBe(403);
      expect((await getImage(url, await adminToken(t.app))).statusCode).toBe(200);
      expect((await getImage(url, null)).statusCode).toBe(404);
    }
  });

  it('replaces a KYC image and deletes the old one; keeps fields not sent', async () => {
    const u = await signUp(t.app);
    const first = (await completeKyc(t.app, u, 'one@upi')).paymentInfo;
    const res = await sendForm(
      t.app,
      'PUT',
      '/api/wallet/payment-details',
      u.token,
      {},
      {
        panCard: { data: await jpegImage(120, 80), filename: 'pan.jpg', type: 'image/jpeg' },
      },
    );
    expect(res.statusCode).toBe(200);
    const next = res.json().paymentInfo;
    expect(next).toMatchObject({ upiId: 'one@upi', aadharCardUrl: first.aadharCardUrl });
    expect(next.panCardUrl).not.toBe(first.panCardUrl);
    expect((await getImage(first.panCardUrl, u.token)).statusCode).toBe(404);
  });

  it('refuses a mobile number (422 MOBILE_VIA_OTP): only OTP verification sets it', async () => {
    const u = await signUp(t.app);
    for (const field of ['mobileNumber', 'phoneNumber']) {
      const res = await sendForm(t.app, 'PUT', '/api/wallet/payment-details', u.token, {
        [field]: '9876543210',
        upiId: 'me@upi',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'MOBILE_VIA_OTP',
        message: 'The mobile number can only be changed by verifying it with an OTP',
      });
    }
    const me = (await postJson(t.app, '/api/user/getById', u.token, { userId: u.id })).json();
    expect(me.user.wallet.paymentInfo.upiId).toBeNull();
  });

  it.each([['no-at-sign'], ['a@b'], ['x@bank1'], ['@okaxis'], [`${'a'.repeat(257)}@upi`]])(
    'refuses the UPI id %s with 400 naming upiId',
    async (upiId) => {
      const u = await signUp(t.app);
      const res = await sendForm(t.app, 'PUT', '/api/wallet/payment-details', u.token, { upiId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('upiId: Please enter a valid UPI ID');
      expect(res.json().error.fields).toEqual({
        upiId: 'Please enter a valid UPI ID (e.g. name@bank)',
      });
    },
  );

  it('refuses an empty form, an unknown field, and a bad image (nothing saved)', async () => {
    const u = await signUp(t.app);
    const empty = await sendForm(t.app, 'PUT', '/api/wallet/payment-details', u.token, {
      upiId: '',
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await sendForm(t.app, 'PUT', '/api/wallet/payment-details', u.token, {
      upiId: 'me@upi',
      role: 'ADMIN',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('role');
    const bad = await sendForm(
      t.app,
      'PUT',
      '/api/wallet/payment-details',
      u.token,
      { upiId: 'me@upi' },
      {
        aadharCard: { data: Buffer.from('<svg/>'), filename: 'a.png' },
      },
    );
    expect(bad.statusCode).toBe(422);
    const me = (await postJson(t.app, '/api/user/getById', u.token, { userId: u.id })).json();
    expect(me.user.wallet.paymentInfo.upiId).toBeNull();
  });

  it("refuses another user's id (403); an admin may update it", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const res = await sendForm(t.app, 'PUT', '/api/wallet/payment-details', a.token, {
      userId: b.id,
      upiId: 'thief@upi',
    });
    expect(res.statusCode).toBe(403);
    const admin = await sendForm(
      t.app,
      'PUT',
      '/api/wallet/payment-details',
      await adminToken(t.app),
      { userId: b.id, upiId: 'fixed@upi' },
    );
    expect(admin.statusCode).toBe(200);
    expect(admin.json().paymentInfo.upiId).toBe('fixed@upi');
  });
});
