/**
 * The bare baseline's many-rooms mode (RT-7), switched on by `BARE_ROOMS=<n>`: `n` rooms, each one
 * row (`bare_room`: the open lot, its highest amount and team, closesAt), lots that open at once and
 * cycle by themselves. A bid is one conditional UPDATE in a transaction (the lot is open, not closed,
 * the amount higher, closesAt after the bid was received; a bid moves closesAt to at least receipt +
 * the bid window), acknowledged and broadcast to the room when it wins. A close is a `setTimeout` at
 * closesAt running a conditional UPDATE (re-armed when a bid moved closesAt), then the next lot
 * after the pause. No ledger, purse, squad or event log: the least a room can do.
 *
 * Handshake auth: `{ room, client }` (room 0…n−1). Events: `roomState` / `lotOpened` / `newBid`
 * carry `{ lotId, amountLakhs, teamId, closesAt }`; `lotClosed` carries `{ lotId, closesAt }`.
 */
import type { Server } from 'socket.io';
import type { BareDb } from './bare-db';

export interface ManyRoomsOptions {
  rooms: number;
  lotWindowMs: number;
  bidWindowMs: number;
  pauseMs: number;
}

interface RoomRow {
  lot_id: number;
  amount_lakhs: number | null;
  team_id: string | null;
  closes_at: Date;
}

const lotPayload = (r: RoomRow) => ({
  lotId: r.lot_id,
  amountLakhs: r.amount_lakhs,
  teamId: r.team_id,
  closesAt: r.closes_at.toISOString(),
});

/** Reads `BARE_ROOMS`, `BARE_LOT_WINDOW_MS`, `BARE_BID_WINDOW_MS`, `BARE_PAUSE_MS`; null when off. */
export function manyRoomsOptions(env: NodeJS.ProcessEnv): ManyRoomsOptions | null {
  const rooms = Number(env.BARE_ROOMS ?? 0);
  if (!rooms) return null;
  return {
    rooms,
    lotWindowMs: Number(env.BARE_LOT_WINDOW_MS ?? 3000),
    bidWindowMs: Number(env.BARE_BID_WINDOW_MS ?? 2000),
    pauseMs: Number(env.BARE_PAUSE_MS ?? 300),
  };
}

/**
 * Creates the rooms, opens their first lots and handles the rooms' clients on `io`.
 * @returns a stop function: clears every lot timer (call it before closing `db`).
 */
export async function attachManyRooms(
  io: Server,
  db: BareDb,
  o: ManyRoomsOptions,
): Promise<() => void> {
  await db.query(`create table if not exists bare_room (
    id int primary key, lot_id int not null, amount_lakhs int, team_id text,
    closes_at timestamptz not null, closed boolean not null)`);
  await db.query(
    `insert into bare_room select g, 1, null, null, now() + $1 * interval '1 millisecond', false
     from generate_series(0, $2::int - 1) g on conflict (id) do nothing`,
    [o.lotWindowMs, o.rooms],
  );
  const timers = new Map<number, NodeJS.Timeout>();
  let stopped = false;
  const roomOf = (id: number) => `r${id}`;
  const row = async (id: number) =>
    (
      await db.query<RoomRow>(
        'select lot_id, amount_lakhs, team_id, closes_at from bare_room where id = $1',
        [id],
      )
    )[0]!;

  // A close or open already waiting on the database when the server stops finds the pool ended: its
  // error is expected then and dropped (any other error still surfaces as an unhandled rejection).
  const run = (step: (id: number) => Promise<void>, id: number) => () =>
    void step(id).catch((error: unknown) => {
      if (!stopped) throw error;
    });
  const arm = (id: number, closesAtMs: number) => {
    clearTimeout(timers.get(id));
    if (stopped) return;
    timers.set(id, setTimeout(run(close, id), Math.max(0, closesAtMs - Date.now())));
  };
  const close = async (id: number): Promise<void> => {
    const [closed] = await db.query<RoomRow>(
      `update bare_room set closed = true where id = $1 and not closed and closes_at <= now()
       returning lot_id, amount_lakhs, team_id, closes_at`,
      [id],
    );
    if (!closed) return arm(id, (await row(id)).closes_at.getTime());
    io.to(roomOf(id)).emit('lotClosed', {
      lotId: closed.lot_id,
      closesAt: closed.closes_at.toISOString(),
    });
    if (!stopped) timers.set(id, setTimeout(run(open, id), o.pauseMs));
  };
  const open = async (id: number): Promise<void> => {
    const [opened] = await db.query<RoomRow>(
      `update bare_room set lot_id = lot_id + 1, amount_lakhs = null, team_id = null, closed = false,
       closes_at = now() + $2 * interval '1 millisecond' where id = $1
       returning lot_id, amount_lakhs, team_id, closes_at`,
      [id, o.lotWindowMs],
    );
    io.to(roomOf(id)).emit('lotOpened', lotPayload(opened!));
    arm(id, opened!.closes_at.getTime());
  };
  for (let id = 0; id < o.rooms; id++) arm(id, (await row(id)).closes_at.getTime());

  io.on('connection', async (socket) => {
    const auth = socket.handshake.auth as { room?: number; client?: number };
    const id = Number(auth.room);
    if (!Number.isInteger(id) || id < 0 || id >= o.rooms) return void socket.disconnect(true);
    const teamId = `r${id}-c${Number(auth.client)}`;
    await socket.join(roomOf(id));
    socket.emit('roomState', lotPayload(await row(id)));
    socket.on(
      'bid',
      async (p: { lotId: number; amountLakhs: number }, ack?: (a: unknown) => void) => {
        const receivedAt = new Date();
        const won = await db.tx(async (q) => {
          const rows = await q<RoomRow>(
            `update bare_room set amount_lakhs = $1, team_id = $2,
               closes_at = greatest(closes_at, $3::timestamptz + $4 * interval '1 millisecond')
             where id = $5 and lot_id = $6 and coalesce(amount_lakhs, 0) < $1 and not closed
               and closes_at > $3::timestamptz
             returning lot_id, amount_lakhs, team_id, closes_at`,
            [p.amountLakhs, teamId, receivedAt, o.bidWindowMs, id, p.lotId],
          );
          return rows[0] ?? null;
        });
        if (won) io.to(roomOf(id)).emit('newBid', lotPayload(won));
        ack?.(
          won
            ? { success: true }
            : { success: false, error: { code: 'BID_REFUSED', message: 'refused' } },
        );
      },
    );
  });
  return () => {
    stopped = true;
    timers.forEach((t) => clearTimeout(t));
  };
}
