// The result card: a PNG of 1080×1350 for a player of a scored auction, whose SVG says the player's
// team, rank and points beside the winner's, in English or Hindi; refused with codes otherwise.
import { eq } from 'drizzle-orm';
import type { StandingTeam } from '@bidxi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, teams } from '../../db/schema/index';
import { findUserById } from '../../db/users';
import type { AuthContext } from '../../platform/auth';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ip } from '../../test/auctions';
import { cardSvgText, pngSize } from '../../test/card-image';
import { bearer, signUp, type TestUser } from '../../test/factories';
import { finishedAuction, flatXi, type FinishedAuction } from '../../test/results-fixtures';
import { resultCard } from './result-card';
import { resultCardSvg } from './result-card.service';
import { scoreAuction } from './scoring.service';

let t: TestApp;
let winner: TestUser;
let viewer: TestUser;
let third: TestUser;
let outsider: TestUser;
let scored: FinishedAuction;
const db = () => t.app.deps.database.db;

/** A completed auction: Delhi Dashers 11 × 30 = 330, Mumbai Mavericks (the viewer) 220, a third 110. */
async function scoredAuction(): Promise<FinishedAuction> {
  const a = await finishedAuction(db(), {
    nowMs: t.clock.now(),
    completed: true,
    squads: [
      { ownerId: winner.id, squad: flatXi('Win', 30) },
      { ownerId: viewer.id, squad: flatXi('Me', 20) },
      { ownerId: third.id, squad: flatXi('Third', 10) },
    ],
  });
  const names = ['Delhi Dashers', 'Mumbai <Mavericks> & Co', 'Chennai Chargers'];
  for (const [i, id] of a.teamIds.entries()) {
    await db().update(teams).set({ name: names[i]! }).where(eq(teams.id, id));
  }
  await db()
    .update(auctions)
    .set({ title: 'Friday Night Auction' })
    .where(eq(auctions.id, a.auctionId));
  await scoreAuction(t.app.deps, a.auctionId);
  return a;
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [winner, viewer, third, outsider] = [
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
  ];
  scored = await scoredAuction();
}, 60_000);
afterAll(() => t.close());

const card = (auctionId: string, token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/auctions/${auctionId}/result-card.png${query}`,
    headers: bearer(token),
    remoteAddress: ip(),
  });

async function authOf(user: TestUser): Promise<AuthContext> {
  const record = await findUserById(db(), user.id);
  return {
    user: record!,
    sessionId: 's',
    kind: 'USER',
    expiresAt: new Date(t.clock.now() + 3_600_000),
  };
}

describe('GET /api/auctions/{id}/result-card.png', () => {
  it('answers a PNG of 1080×1350', async () => {
    const res = await card(scored.auctionId, viewer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ widthPx: 1080, heightPx: 1350 });
    const hi = await card(scored.auctionId, viewer.token, '?lang=hi');
    expect(pngSize(hi.rawPayload)).toEqual({ widthPx: 1080, heightPx: 1350 });
    expect(hi.rawPayload.equals(res.rawPayload)).toBe(false);
  }, 30_000);

  it("says the viewer's team, rank and points beside the winner's", async () => {
    const svg = await resultCardSvg(t.app.deps, await authOf(viewer), scored.auctionId, 'en');
    const { title, desc } = cardSvgText(svg);
    expect(title).toBe('BidXI · My XI · Friday Night Auction');
    const lines = desc.split('\n');
    expect(lines).toContain('My team: Mumbai <Mavericks> & Co');
    expect(lines).toContain('Rank 2 of 3');
    expect(lines).toContain('220 points');
    expect(lines).toContain('Winner: Delhi Dashers');
    expect(lines).toContain('330 points');
    // Player names carry the fixture's suffix: 'Me Keeper 1a2b3c'.
    expect(lines.filter((l) => /^Me Keeper \w+ \(Keeper\)$/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^Win Bat 1 \w+ \(Batter\)$/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('Me ') || l.startsWith('Win '))).toHaveLength(22);
    expect(desc).not.toContain('Chennai Chargers');
    // Escaped inside the SVG: the team name makes no element.
    expect(svg).not.toContain('<Mavericks>');
  });

  it('shows the winner beside the runner-up, and speaks Hindi', async () => {
    const won = cardSvgText(
      await resultCardSvg(t.app.deps, await authOf(winner), scored.auctionId, 'en'),
    );
    expect(won.title).toContain('My XI won!');
    expect(won.desc.split('\n')).toEqual(
      expect.arrayContaining([
        'My team: Delhi Dashers',
        'Rank 1 of 3',
        'Runner-up: Mumbai <Mavericks> & Co',
      ]),
    );
    const hi = cardSvgText(
      await resultCardSvg(t.app.deps, await authOf(viewer), scored.auctionId, 'hi'),
    );
    expect(hi.title).toBe('BidXI · मेरी XI · Friday Night Auction');
    expect(hi.desc.split('\n')).toEqual(
      expect.arrayContaining([
        'मेरी टीम: Mumbai <Mavericks> & Co',
        '3 में से रैंक 2',
        '220 अंक',
        'विजेता: Delhi Dashers',
      ]),
    );
    expect(hi.desc).toMatch(/^Me Keeper \w+ \(विकेटकीपर\)$/m);
  });

  it('shows a winner alone when no other team has a valid XI', () => {
    const team = (id: string, rank: number | null, score: number | null) =>
      ({ id, name: `Team ${id}`, rank, score, auctionPlayers: [] }) as unknown as StandingTeam;
    const [won, invalid] = [team('a', 1, 300), team('b', null, null)];
    const card = resultCard('Cup', [won, invalid], won, 'en');
    expect(card.columns.map((c) => c.label)).toEqual(['My team']);
    // The other way round: the player without a valid XI sees the winner beside their own team.
    const lost = resultCard('Cup', [won, invalid], invalid, 'en');
    expect(lost.columns.map((c) => [c.label, c.rank, c.points])).toEqual([
      ['My team', 'Not ranked', 'Invalid XI'],
      ['Winner', 'Rank 1 of 2', '300 points'],
    ]);
  });

  it('refuses with codes: no team, not scored, no auction, no session', async () => {
    const none = await card(scored.auctionId, outsider.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('TEAM_NOT_FOUND');

    const live = await finishedAuction(db(), {
      nowMs: t.clock.now(),
      squads: [{ ownerId: viewer.id, squad: flatXi('Live', 5) }],
    });
    const early = await card(live.auctionId, viewer.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('RESULTS_NOT_READY');

    const missing = await card('6f1c1d9e-0000-4000-8000-000000000000', viewer.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('AUCTION_NOT_FOUND');

    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${scored.auctionId}/result-card.png`,
      remoteAddress: ip(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await card(scored.auctionId, viewer.token, '?lang=fr')).statusCode).toBe(400);
  });
});
