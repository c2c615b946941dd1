import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { createAuction, form, importRows, ip, png, sheetRows } from '../../test/auctions';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

interface PoolRow {
  id: string;
  name: string;
  playerId: string;
  imageUrl: string | null;
}

const pool = async (auctionId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${auctionId}/pool`,
      headers: bearer(admin),
      remoteAddress: ip(),
    })
  ).json().players as PoolRow[];

async function upload(id: string, data: Buffer, token = admin) {
  const body = await form({}, { name: 'file', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/auction-players/${id}/photo`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
    remoteAddress: ip(),
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip() });

/** A camera-like JPEG: large, with EXIF (owner and GPS-ish fields) to be stripped. */
const cameraJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1f5aa6' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Somebody', Artist: 'Phone owner' } })
    .toBuffer();

async function poolWithPlayers() {
  const a = await createAuction(t.app);
  const res = await importRows(t.app, a.id, sheetRows().slice(0, 3));
  expect(res.statusCode).toBe(201);
  return { auctionId: a.id, players: await pool(a.id) };
}

describe('POST /api/auction-players/:id/photo', () => {
  it('stores a cleaned 512 px WebP without metadata, shown by every pool of the sheet player', async () => {
    const { auctionId, players } = await poolWithPlayers();
    const target = players[0]!;
    const input = await cameraJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const res = await upload(target.id, input);
    expect(res.statusCode).toBe(201);
    const url = res.json().imageUrl as string;
    expect(res.json().player).toMatchObject({ id: target.id, imageUrl: url });

    const served = await get(url);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(meta.exif).toBeUndefined();

    expect((await pool(auctionId)).find((p) => p.id === target.id)?.imageUrl).toBe(url);
    expect((await pool(auctionId)).find((p) => p.id === players[1]!.id)?.imageUrl).toBeNull();
    // The same sheet player imported into another auction keeps the photo.
    const b = await createAuction(t.app);
    await importRows(t.app, b.id, sheetRows().slice(0, 1));
    expect((await pool(b.id))[0]).toMatchObject({ playerId: target.playerId, imageUrl: url });
  });

  it('replaces an earlier photo and deletes it; DELETE goes back to no photo', async () => {
    const { auctionId, players } = await poolWithPlayers();
    const target = players[1]!;
    const first = (await upload(target.id, await png(300))).json().imageUrl as string;
    const second = (await upload(target.id, await png(200))).json().imageUrl as string;
    expect(second).not.toBe(first);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auction-players/${target.id}/photo`,
      headers: bearer(admin),
      remoteAddress: ip(),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().player.imageUrl).toBeNull();
    expect((await get(second)).statusCode).toBe(404);
    expect((await pool(auctionId)).find((p) => p.id === target.id)?.imageUrl).toBeNull();
  });

  it('refuses a file that is not an image whatever its name, and changes nothing', async () => {
    const { auctionId, players } = await poolWithPlayers();
    const res = await upload(players[2]!.id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('INVALID_IMAGE');
    expect((await pool(auctionId)).find((p) => p.id === players[2]!.id)?.imageUrl).toBeNull();
  });

  it('is for admins only, and says which player is unknown', async () => {
    const { players } = await poolWithPlayers();
    const player = await signUp(t.app);
    expect((await upload(players[0]!.id, await png(), player.token)).statusCode).toBe(403);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', await png());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PLAYER_NOT_FOUND');
  });
});
