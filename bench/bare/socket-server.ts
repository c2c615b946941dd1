/**
 * The bare real-time baseline: plain socket.io on a plain HTTP server (websocket transport, the same
 * ping and frame settings as BidXI), one room, and a bid that is one conditional UPDATE in a
 * transaction, acknowledged and (when it wins) broadcast with `io.to(room).emit`. `fanout` emits a
 * given payload to the room; `openLot` arms a close timer for RT-5. With `BARE_ROOMS` set it runs
 * many small rooms instead (RT-7, many-rooms.ts). Run as its own process.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { openBareDb } from './bare-db';
import { attachManyRooms, manyRoomsOptions } from './many-rooms';

const db = await openBareDb(process.env);
await db.query(`create table if not exists bare_lot (
  id int primary key, amount_lakhs int not null, team_id text, version int not null,
  closes_at timestamptz not null, closed boolean not null, closed_at timestamptz)`);
await db.query(`create table if not exists bare_bids (
  id serial primary key, team_id text, amount_lakhs int, accepted boolean,
  received_at timestamptz, closes_at timestamptz)`);
await db.query(`insert into bare_lot values (1, 0, null, 0, now() + interval '1 day', false, null)
  on conflict (id) do nothing`);

const http = createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});
const io = new Server(http, {
  path: '/socket.io',
  transports: ['websocket'],
  maxHttpBufferSize: 16 * 1024,
  pingInterval: 10_000,
  pingTimeout: 8_000,
  serveClient: false,
});
const ROOM = 'bare';
let template: Record<string, unknown> = {};
let bidWindowMs = 600_000;
let closeTimer: NodeJS.Timeout | null = null;

interface LotRow {
  amount_lakhs: number;
  version: number;
  closes_at: Date;
  closed: boolean;
}
const lotState = async () =>
  (
    await db.query<LotRow>(
      'select amount_lakhs, version, closes_at, closed from bare_lot where id = 1',
    )
  )[0]!;

function armClose(closesAtMs: number) {
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = setTimeout(
    () => {
      void (async () => {
        const rows = await db.query<{ closes_at: Date; closed_at: Date }>(
          `update bare_lot set closed = true, closed_at = now()
           where id = 1 and not closed and closes_at <= now() returning closes_at, closed_at`,
        );
        const row = rows[0];
        if (!row) return armClose((await lotState()).closes_at.getTime());
        io.to(ROOM).emit('lotClosed', {
          closesAt: row.closes_at.toISOString(),
          closedAt: row.closed_at.toISOString(),
          serverTime: new Date().toISOString(),
        });
      })();
    },
    Math.max(0, closesAtMs - Date.now()),
  );
}

const manyRooms = manyRoomsOptions(process.env);
const stopManyRooms = manyRooms ? await attachManyRooms(io, db, manyRooms) : () => undefined;

io.on('connection', async (socket) => {
  if (manyRooms) return;
  await socket.join(ROOM);
  socket.emit('roomState', { seq: (await lotState()).version });
  socket.on(
    'bid',
    async (p: { amountLakhs: number; teamId: string }, ack?: (a: unknown) => void) => {
      const receivedAt = new Date();
      const won = await db.tx(async (q) => {
        const rows = await q<{ version: number; closes_at: Date }>(
          `update bare_lot set amount_lakhs = $1, team_id = $2, version = version + 1,
           closes_at = $3::timestamptz + ($4::int * interval '1 millisecond')
         where id = 1 and amount_lakhs < $1 and not closed and closes_at > $3::timestamptz
         returning version, closes_at`,
          [p.amountLakhs, p.teamId, receivedAt, bidWindowMs],
        );
        return rows[0] ?? null;
      });
      if (won) {
        io.to(ROOM).emit('newBid', {
          ...template,
          seq: won.version,
          amountLakhs: p.amountLakhs,
          serverTime: new Date().toISOString(),
          closesAt: won.closes_at.toISOString(),
        });
      }
      ack?.(
        won
          ? { success: true, data: { seq: won.version } }
          : { success: false, error: { code: 'BID_TOO_LOW', message: 'refused' } },
      );
    },
  );
  socket.on('setTemplate', (p: Record<string, unknown>, ack?: (a: unknown) => void) => {
    template = p;
    ack?.({ success: true });
  });
  socket.on('fanout', (_p: unknown, ack?: (a: unknown) => void) => {
    io.to(ROOM).emit('newBid', { ...template, serverTime: new Date().toISOString() });
    ack?.({ success: true });
  });
  socket.on(
    'openLot',
    async (p: { closesInMs: number; bidWindowMs: number }, ack?: (a: unknown) => void) => {
      bidWindowMs = p.bidWindowMs;
      const closesAt = new Date(Date.now() + p.closesInMs);
      await db.query(
        `update bare_lot set amount_lakhs = 0, team_id = null, version = version + 1,
           closes_at = $1, closed = false, closed_at = null where id = 1`,
        [closesAt],
      );
      armClose(closesAt.getTime());
      ack?.({ success: true, data: { closesAt: closesAt.toISOString() } });
    },
  );
});

http.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
const stop = () => {
  stopManyRooms();
  io.close();
  void db.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
