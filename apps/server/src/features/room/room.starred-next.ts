/**
 * "Your target is up next" by web push: when a commit opens a lot, every user who starred the player
 * now up next is told through the push port, as OUTBID is (whether or not they have the room open;
 * the push feature honours their toggle). "Up next" is the engine's {@link nextQueuedPlayerId}, the
 * rule the room's in-app notice reads too. The starrers are read from the database off the room's
 * path: nothing here is awaited by the publish.
 */
import { nextQueuedPlayerId } from '@bidxi/engine';
import type { AppDeps } from '../../platform/deps';
import { starredBy } from '../watch-list/watch-list.service';
import type { Committed } from './room';

/** The player up next once `c` opened a lot; `null` when it opened none or the queue is empty. */
export function starredNextCandidate(
  c: Pick<Committed, 'events' | 'state'>,
): { playerId: string; playerName: string } | null {
  if (!c.events.some((e) => e.type === 'lotOpened')) return null;
  const playerId = nextQueuedPlayerId(c.state);
  if (playerId === null) return null;
  return { playerId, playerName: c.state.players[playerId]?.name ?? 'a player' };
}

/**
 * Queues a STARRED_NEXT notice for each user who starred the player up next after `c`, if `c`
 * opened a lot. Returns at once; the look-up runs in the background and a failure goes to `onError`.
 */
export function notifyStarredNext(
  deps: Pick<AppDeps, 'database' | 'push'>,
  c: Pick<Committed, 'events' | 'state' | 'auction'>,
  onError: (err: unknown) => void,
): void {
  const next = starredNextCandidate(c);
  if (!next) return;
  const auctionId = c.auction.id;
  const auctionTitle = c.auction.title;
  starredBy(deps, auctionId, next.playerId)
    .then((userIds) => {
      for (const userId of userIds) {
        deps.push.notify(userId, {
          kind: 'STARRED_NEXT',
          auctionId,
          auctionTitle,
          playerName: next.playerName,
        });
      }
    })
    .catch(onError);
}
