import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { jpegImage, nextIp, pngImage, postJson, sendForm } from '../../test/wallet';

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

describe('POST /api/upload/userImage', () => {
  it('stores a real PNG as the avatar, served back publicly as WebP', async () => {
    const u = await signUp(t.app);
    const res = await sendForm(
      t.app,
      'POST',
      '/api/upload/userImage',
      u.token,
      {},
      {
        file: { data: await pngImage(), filename: 'me.png' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile picture updated successfully',
    });
    const url: string = res.json().imageUrl;
    expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const img = await getImage(url, null);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const me = await postJson(t.app, '/api/user/getById', u.token, { userId: u.id });
    expect(me.json().user.imageUrl).toBe(url);
  });

  it('refuses over 5 MB (413), a script renamed .png (422) and a truncated JPEG (422)', async () => {
    const u = await signUp(t.app);
    const big = await sendForm(
      t.app,
      'POST',
      '/api/upload/userImage',
      u.token,
      {},
      {
        file: { data: randomBytes(5 * 1024 * 1024 + 1), filename: 'big.png' },
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size must be under 5MB.',
    });
    const script = await sendForm(
      t.app,
      'POST',
      '/api/upload/userImage',
      u.token,
      {},
      {
        file: { data: Buffer.from('#!/bin/sh\nrm -rf /\n'), filename: 'evil.png' },
      },
    );
    expect(script.statusCode).toBe(422);
    expect(script.json().error.code).toBe('INVALID_IMAGE');
    const jpeg = await jpegImage();
    const truncated = await sendForm(
      t.app,
      'POST',
      '/api/upload/userImage',
      u.token,
      {},
      {
        file: { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'half.jpg' },
      },
    );
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().error.code).toBe('INVALID_IMAGE');
    const me = await postJson(t.app, '/api/user/getById', u.token, { userId: u.id });
    expect(me.json().user.imageUrl).toBeNull();
  });

  it("refuses another user's id (403), a missing file (400), no token (401), JSON (400)", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const png = { data: await pngImage(), filename: 'x.png' };
    const other = await sendForm(
      t.app,
      'POST',
      '/api/upload/userImage',
      a.token,
      { userId: b.id },
      {
        file: png,
      },
    );
    expect(other.statusCode).toBe(403);
    const none = await sendForm(t.app, 'POST', '/api/upload/userImage', a.token, { userId: a.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('file');
    const anon = await sendForm(t.app, 'POST', '/api/upload/userImage', null, {}, { file: png });
    expect(anon.statusCode).toBe(401);
    const json = await postJson(t.app, '/api/upload/userImage', a.token, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const admin = await sendForm(
      t.app,
      'POST',
      '/api/upload/userImage',
      await adminToken(t.app),
      { userId: b.id },
      { file: png },
    );
    expect(admin.statusCode).toBe(200);
  });
});
