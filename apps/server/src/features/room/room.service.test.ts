import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/deps';
import { unauthorized } from '../../platform/errors';
import type { RoomHub } from './room.hub';
import { RoomRefusal, RoomService } from './room.service';

const caller = { userId: 'u', username: 'U', auctionId: 'a', token: 'h.p.s', isAdmin: false };

function serviceWith(verify: () => Promise<unknown>, select: () => unknown) {
  const deps = {
    tokens: { verify },
    clock: { now: () => Date.now() },
    database: { db: { select } },
  } as unknown as AppDeps;
  return new RoomService(deps, {} as RoomHub, () => 0);
}

describe('RoomService.recheck', () => {
  it('turns an invalid session into a refusal (the socket is then disconnected)', async () => {
    const s = serviceWith(
      async () => {
        throw unauthorized('Invalid token');
      },
      () => undefined,
    );
    await expect(s.recheck(caller)).rejects.toBeInstanceOf(RoomRefusal);
  });

  it('lets a database error through as an error, not as a logout', async () => {
    const s = serviceWith(
      async () => ({ userId: 'u', sessionId: 's', kind: 'USER' }),
      () => {
        throw new Error('terminating connection due to administrator command');
      },
    );
    const err = await s.recheck(caller).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(RoomRefusal);
    expect((err as Error).message).toMatch(/administrator command/);
  });
});
