// The invite link's preview: `/join/{code}` fetched without a session carries the league's Open
// Graph tags (escaped) and its card image, an unknown code the generic card, and the look-ups are
// rate-limited per client.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_LOOKUPS_PER_MINUTE } from '@bidxi/protocol';
import { auctions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ip } from '../../test/auctions';
import { cardSvgText, pngSize } from '../../test/card-image';
import { bearer, signUp } from '../../test/factories';
import { leagueCardSvg } from './league-card.service';

const webDir = mkdtempSync(path.join(tmpdir(), 'bidxi-web-unfurl-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>BidXI</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
  await t.app.ready();
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (code: string, remoteAddress = ip()) =>
  t.app.inject({ method: 'GET', url: `/join/${code}`, remoteAddress });

/** The og:* values of a page, as written (still escaped). */
function ogOf(html: string): Record<string, string | undefined> {
  return Object.fromEntries(
    [...html.matchAll(/<meta property="(og:[a-z_:]+)" content="([^"]*)" \/>/g)].map((m) => [
      m[1]!,
      m[2],
    ]),
  );
}

async function newLeague(title: string, startsAt: string) {
  const organiser = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: bearer(organiser.token),
    payload: { title: 'Placeholder title', maxTeams: 4, startsAt },
    remoteAddress: ip(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { auctionId, inviteCode } = res.json() as { auctionId: string; inviteCode: string };
  // Set directly: the title a hostile organiser might get through any future form.
  await t.app.deps.database.db.update(auctions).set({ title }).where(eq(auctions.id, auctionId));
  return { code: inviteCode, organiser };
}

const inAnHour = () => new Date(t.clock.now() + 3_600_000).toISOString();

describe('GET /join/{code}', () => {
  it("names the league and its start in India time, with the page's own url", async () => {
    const startsAt = new Date(t.clock.now() + 2 * 86_400_000);
    startsAt.setUTCHours(13, 0, 0, 0);
    const { code } = await newLeague('Friday Friends', startsAt.toISOString());
    const res = await page(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    const og = ogOf(res.body);
    expect(og['og:title']).toBe('Friday Friends · BidXI league');
    expect(og['og:description']).toMatch(/Starts \d{1,2} \w{3} \d{4}, 18:30 IST\./);
    expect(og['og:description']).toContain(`Code ${code}`);
    expect(og['og:url']).toBe(`http://bidxi.test/join/${code}`);
    expect(og['og:type']).toBe('website');
    expect(og['og:image']).toBe(`http://bidxi.test/api/leagues/${code}/card.png`);
    expect([og['og:image:width'], og['og:image:height']]).toEqual(['1200', '630']);

    // The image: the league's card, a PNG whose SVG names the league and its start.
    const image = await t.app.inject({
      method: 'GET',
      url: new URL(og['og:image']!).pathname,
      remoteAddress: ip(),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.rawPayload)).toEqual({ widthPx: 1200, heightPx: 630 });
    const { title, desc } = cardSvgText(await leagueCardSvg(t.app.deps, code));
    expect(title).toBe('Friday Friends · BidXI');
    expect(desc.split('\n')).toEqual([
      'Join my BidXI league',
      'Friday Friends',
      expect.stringMatching(/^Starts \d{1,2} \w{3} \d{4}, 18:30 IST$/),
      `Code ${code}`,
    ]);
  }, 30_000);

  it('shows a hostile title as text: escaped, no element made of it', async () => {
    const { code } = await newLeague('"><script>alert(1)</script>', inAnHour());
    const res = await page(code);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('content=""><');
    expect(ogOf(res.body)['og:title']).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · BidXI league',
    );
    const svg = await leagueCardSvg(t.app.deps, code);
    expect(svg).not.toContain('<script>');
    expect(cardSvgText(svg).desc).toContain('"><script>alert(1)</script>');
  });

  it('gives an unknown, malformed or rotated code the generic card, not an error page', async () => {
    const { code, organiser } = await newLeague('Rotated League', inAnHour());
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/leagues/${code}/rotate`,
      headers: bearer(organiser.token),
      remoteAddress: ip(),
    });
    expect(rotated.statusCode).toBe(200);
    for (const c of [code, '222222', 'not-a-code']) {
      const res = await page(c);
      expect(res.statusCode).toBe(200);
      const og = ogOf(res.body);
      expect(og['og:title']).toBe('BidXI · Cricket player auctions');
      expect(og['og:url']).toBe('http://bidxi.test/');
      expect(og['og:image']).toBe('http://bidxi.test/api/leagues/card.png');
    }
    for (const url of [
      '/api/leagues/card.png',
      `/api/leagues/${code}/card.png`,
      '/api/leagues/x/card.png',
    ]) {
      const image = await t.app.inject({ method: 'GET', url, remoteAddress: ip() });
      expect(image.statusCode, url).toBe(200);
      expect(pngSize(image.rawPayload)).toEqual({ widthPx: 1200, heightPx: 630 });
    }
    expect(cardSvgText(await leagueCardSvg(t.app.deps, code)).title).toBe(
      'BidXI · Cricket player auctions',
    );
  }, 30_000);

  it('limits the look-up per client as the API does', async () => {
    const address = ip();
    for (let i = 0; i < LEAGUE_LOOKUPS_PER_MINUTE; i++) {
      expect((await page('222222', address)).statusCode).toBe(200);
    }
    expect((await page('222222', address)).statusCode).toBe(429);
    expect((await page('222222', ip())).statusCode).toBe(200);

    const card = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/leagues/222222/card.png', remoteAddress });
    for (let i = 0; i < LEAGUE_LOOKUPS_PER_MINUTE; i++) {
      expect((await card(address)).statusCode).toBe(200);
    }
    expect((await card(address)).statusCode).toBe(429);
  }, 30_000);
});
