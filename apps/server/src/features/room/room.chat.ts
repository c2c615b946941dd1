/**
 * The room's chat: the last 100 messages of an auction and sending one (2–300 characters, at most 5
 * per 10 s per user), with the chat table's queries.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { ErrorCode, type ChatMessageView } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { chatMessages, users } from '../../db/schema/index';
import { RoomRefusal } from './room.refusal';
import type { SocketData } from './room.presence';

/** At most this many messages per user per CHAT_WINDOW_MS (spec: a chat, not a megaphone). */
export const CHAT_LIMIT = 5;
export const CHAT_WINDOW_MS = 10_000;

/**
 * One app's chat. The limit is counted in memory first (atomic: 30 concurrent messages let exactly
 * 5 through; a user has one device per auction, so one node) and in the database as well (a user who
 * moves to another node within the window is still held to it).
 */
export class RoomChat {
  readonly #limiter = new RateLimiterMemory({
    points: CHAT_LIMIT,
    duration: CHAT_WINDOW_MS / 1000,
  });
  /** Concurrent loads of one auction's chat share one query (a join storm asks for it at once). */
  readonly #loads = new Map<string, Promise<ChatMessageView[]>>();

  constructor(private readonly db: DbOrTx) {}

  /** The last 100 messages of an auction, oldest first. */
  load(auctionId: string): Promise<ChatMessageView[]> {
    const pending = this.#loads.get(auctionId);
    if (pending) return pending;
    const load = chatTail(this.db, auctionId, 100)
      .then((rows) =>
        rows.map((r) => ({
          id: r.id,
          userId: r.userId,
          username: r.username,
          message: r.message,
          timestamp: r.createdAt.toISOString(),
        })),
      )
      .finally(() => this.#loads.delete(auctionId));
    this.#loads.set(auctionId, load);
    return load;
  }

  /**
   * Saves a message (its text already checked by the protocol's schema).
   * @throws RoomRefusal RATE_LIMITED past CHAT_LIMIT messages per CHAT_WINDOW_MS.
   */
  async send(caller: SocketData, message: string, nowMs: number): Promise<ChatMessageView> {
    const tooFast = new RoomRefusal(
      ErrorCode.RATE_LIMITED,
      'You are sending messages too fast. Wait a few seconds.',
    );
    const allowed = await this.#limiter
      .consume(`${caller.auctionId}:${caller.userId}`)
      .then(() => true)
      .catch(() => false);
    if (!allowed) throw tooFast;
    const since = new Date(nowMs - CHAT_WINDOW_MS);
    if ((await countRecentChat(this.db, caller.auctionId, caller.userId, since)) >= CHAT_LIMIT) {
      throw tooFast;
    }
    const createdAt = new Date(nowMs);
    const id = await insertChatMessage(this.db, {
      auctionId: caller.auctionId,
      userId: caller.userId,
      message,
      createdAt,
    });
    return {
      id,
      userId: caller.userId,
      username: caller.username,
      message,
      timestamp: createdAt.toISOString(),
    };
  }
}

async function insertChatMessage(
  db: DbOrTx,
  data: { auctionId: string; userId: string; message: string; createdAt: Date },
) {
  const [row] = await db.insert(chatMessages).values(data).returning({ id: chatMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** How many chat messages a user sent in an auction since `since` (the limit across nodes). */
async function countRecentChat(
  db: DbOrTx,
  auctionId: string,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.auctionId, auctionId),
        eq(chatMessages.userId, userId),
        gte(chatMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The last `limit` messages of an auction, oldest first. */
async function chatTail(db: DbOrTx, auctionId: string, limit = 100) {
  const rows = await db
    .select({
      id: chatMessages.id,
      userId: chatMessages.userId,
      username: users.username,
      message: chatMessages.message,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.auctionId, auctionId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}
