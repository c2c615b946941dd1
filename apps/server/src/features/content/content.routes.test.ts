import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_CONTENT_TYPES } from '@bidxi/protocol';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: 'help@bidxi.test' });
});
afterAll(() => t.close());

const get = (type: string) => t.app.inject({ method: 'GET', url: `/api/static-content/${type}` });

describe('GET /api/static-content/:type', () => {
  it('serves real default texts for all five pages on first start', async () => {
    for (const type of STATIC_CONTENT_TYPES) {
      const res = await get(type);
      expect(res.statusCode).toBe(200);
      expect(res.json().content.type).toBe(type);
      expect(res.json().content.content.length).toBeGreaterThan(800);
      expect(res.json().content.content).not.toMatch(/lorem|ipsum|TODO/i);
    }
    expect((await get('how-to-play')).json().content.content).toContain('Wicket-Keepers');
    expect((await get('how-to-withdraw')).json().content.content).toMatch(
      /Aadhaar[\s\S]*PAN[\s\S]*UPI|UPI[\s\S]*Aadhaar/,
    );
    expect((await get('privacy-policy')).json().content.content).toContain('help@bidxi.test');
    expect((await get('terms-and-conditions')).json().content.content).toContain('18 years');
  });

  it("answers 404 'Content not found for the specified type' for unknown types", async () => {
    const res = await get('faq');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'CONTENT_NOT_FOUND',
      message: 'Content not found for the specified type',
    });
  });
});

describe('POST /api/static-content', () => {
  it('lets admins replace a page, and nobody else', async () => {
    const u = await signUp(t.app);
    const payload = { type: 'how-to-register', content: '# New steps\n\n- One\n- Two' };
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/static-content',
      payload,
      headers: bearer(u.token),
    });
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/static-content',
      payload,
      headers: bearer(await adminToken(t.app)),
    });
    expect(res.statusCode).toBe(200);
    expect((await get('how-to-register')).json().content.content).toBe(payload.content);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/static-content',
      payload: { type: 'faq', content: 'x' },
      headers: bearer(await adminToken(t.app)),
    });
    expect(bad.statusCode).toBe(400);
  });
});
