import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import { PLAYER_TYPES, xiWantsPlayer, type AuctionState } from '@bidxi/engine';
import type { RoomPlayerView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { ChevronDown, Gauge } from 'lucide-react';
import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { formatCrores } from '@/lib/format';
import { roomMessages } from '@/lib/messages/room';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { myMaxByPlayer } from '../bidding/bid-block';
import { useRoomContext, useRoomSelector } from '../room-context';
import { PlayerStatsLine, SlotPointsTable } from './slot-points';
import { StarButton } from '../watch/star-button';
import { TargetsFilter } from '../watch/targets-filter';
import { useRoomWatchList } from '../watch/use-room-watch-list';

/** Upcoming players sorted by order, then Batter, Bowler, Wicket-Keeper, All-Rounder (spec 001 §2). */
export function sortUpcoming(players: readonly RoomPlayerView[], queue: readonly string[]) {
  const position = new Map(queue.map((id, i) => [id, i]));
  const typeRank = (p: RoomPlayerView) => PLAYER_TYPES.indexOf(p.type);
  return players
    .filter((p) => position.has(p.auctionPlayerId))
    .sort(
      (a, b) =>
        a.lotGroup - b.lotGroup ||
        typeRank(a) - typeRank(b) ||
        (position.get(a.auctionPlayerId) ?? 0) - (position.get(b.auctionPlayerId) ?? 0),
    );
}

/** A player's best slot points plus bonus: what the sort by slot points orders by, highest first. */
const strengthOf = (p: RoomPlayerView) => Math.max(0, ...p.slotPoints) + p.bonus;

/**
 * The upcoming list as the viewer asked for it: only the players their XI still needs (the engine's
 * `xiWantsPlayer`, what autopilot would bid on) and/or by slot points, highest first.
 */
export function arrangeUpcoming(
  upcoming: readonly RoomPlayerView[],
  o: {
    state: AuctionState | undefined;
    myTeamId: string | null;
    isNeedOnly: boolean;
    isByPoints: boolean;
  },
): RoomPlayerView[] {
  const { state, myTeamId } = o;
  const kept =
    o.isNeedOnly && state && myTeamId
      ? upcoming.filter((p) => xiWantsPlayer(state, myTeamId, p.auctionPlayerId))
      : [...upcoming];
  return o.isByPoints ? kept.sort((a, b) => strengthOf(b) - strengthOf(a)) : kept;
}

/**
 * Upcoming: the players still to be auctioned, each with the viewer's max bid by proxy:
 * 'Max' sets one, 'Max 5 Cr' shows it and opens the form to change or cancel it. Two switches above
 * it: "What I need" and "Sort by slot points".
 */
export const UpcomingPanel = memo(function UpcomingPanel() {
  const { store } = useRoomContext();
  const players = useRoomSelector((s) => s.room?.players);
  const queue = useRoomSelector((s) => s.room?.queue);
  const proxies = useRoomSelector((s) => s.snapshot?.state.proxies);
  const myTeamId = useRoomSelector((s) => s.room?.myTeamId ?? null);
  const isLive = useRoomSelector((s) => s.connection === 'connected' && s.offlineSince === null);
  const [isNeedOnly, setNeedOnly] = useState(false);
  const [isByPoints, setByPoints] = useState(false);
  const [isTargetsOnly, setTargetsOnly] = useState(false);
  // The whole state only while the need filter is on: otherwise a bid would re-render the list.
  const state = useRoomSelector((s) => (isNeedOnly ? s.snapshot?.state : undefined));
  const watch = useRoomWatchList();
  const upcoming = useMemo(() => sortUpcoming(players ?? [], queue ?? []), [players, queue]);
  const shown = useMemo(() => {
    const arranged = arrangeUpcoming(upcoming, { state, myTeamId, isNeedOnly, isByPoints });
    return isTargetsOnly ? arranged.filter((p) => watch.starred.has(p.auctionPlayerId)) : arranged;
  }, [upcoming, state, myTeamId, isNeedOnly, isByPoints, isTargetsOnly, watch.starred]);
  const { t } = useTranslation('room');
  const { t: tw } = useTranslation('watch');
  const maxima = useMemo(() => myMaxByPlayer(proxies, myTeamId), [proxies, myTeamId]);
  if (upcoming.length === 0) {
    return <p className="p-4 text-sm text-night-200">{t('upcoming.none')}</p>;
  }
  const targetCount = upcoming.filter((p) => watch.starred.has(p.auctionPlayerId)).length;
  return (
    <div>
      {watch.canStar ? (
        <TargetsFilter
          isTargetsOnly={isTargetsOnly}
          targetCount={targetCount}
          onChange={setTargetsOnly}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 px-4 pt-3" data-testid="upcoming-filters">
        {myTeamId ? (
          <FilterChip
            isOn={isNeedOnly}
            onClick={() => setNeedOnly((v) => !v)}
            testId="upcoming-need"
          >
            {t('upcoming.filterNeed')}
          </FilterChip>
        ) : null}
        <FilterChip
          isOn={isByPoints}
          onClick={() => setByPoints((v) => !v)}
          testId="upcoming-by-points"
        >
          {t('upcoming.sortPoints')}
        </FilterChip>
      </div>
      {shown.length === 0 ? (
        isTargetsOnly ? (
          <p className="p-4 text-sm text-night-200" data-testid="no-targets">
            {tw('noTargets')}
          </p>
        ) : (
          <p className="p-4 text-sm text-night-200">{t('upcoming.noneNeeded')}</p>
        )
      ) : (
        <ol className="divide-y divide-night-800 px-4" data-testid="upcoming-panel">
          {shown.map((p) => (
            <UpcomingRow
              key={p.auctionPlayerId}
              player={p}
              star={
                watch.canStar ? (
                  <StarButton
                    name={p.name}
                    isStarred={watch.starred.has(p.auctionPlayerId)}
                    onToggle={() => watch.toggle(p.auctionPlayerId)}
                  />
                ) : null
              }
              maxButton={
                myTeamId ? (
                  <MaxButton
                    name={p.name}
                    maxLakhs={maxima.get(p.auctionPlayerId) ?? null}
                    disabled={!isLive}
                    onClick={() => store.getState().openMaxBid(p.auctionPlayerId)}
                  />
                ) : null
              }
            />
          ))}
        </ol>
      )}
    </div>
  );
});

function FilterChip({
  isOn,
  onClick,
  testId,
  children,
}: {
  isOn: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onClick}
      data-testid={testId}
      className={clsx(
        'min-h-11 rounded-full border px-3 text-sm font-semibold',
        isOn
          ? 'border-gold-400 bg-gold-400/15 text-gold-300'
          : 'border-night-600 bg-night-800 text-white hover:border-gold-400',
      )}
    >
      {children}
    </button>
  );
}

/**
 * One queued player; a tap on the name shows the sheet's stats and slot points (what
 * a player is worth, seen before the lot opens).
 */
function UpcomingRow({
  player: p,
  maxButton,
  star,
}: {
  player: RoomPlayerView;
  maxButton: ReactNode;
  star: ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const { t } = useTranslation('room');
  return (
    <li className="py-1.5" data-testid="upcoming-row">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={isOpen}
          aria-controls={detailsId}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-xl text-left hover:bg-night-900"
        >
          <PlayerAvatar
            name={p.name}
            type={p.type}
            imageUrl={p.imageUrl}
            className="size-10 text-sm"
          />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 leading-5 font-semibold break-words text-white">
              {p.name}
            </span>
            <span className="block text-xs text-night-200">
              {playerTypeLabel(p.type)} · {t('player.order', { group: p.lotGroup })} ·{' '}
              {roomMessages.room.status.available}
            </span>
          </span>
          <ChevronDown
            aria-hidden
            className={clsx(
              'hidden size-4 shrink-0 text-night-400 transition-transform min-[420px]:block motion-reduce:transition-none',
              isOpen && 'rotate-180',
            )}
          />
        </button>
        <span className="num text-sm font-semibold text-gold-300">
          <span className="sr-only">{t('upcoming.basePrice')} </span>
          {formatCrores(p.basePriceLakhs)}
        </span>
        {maxButton}
        {star}
      </div>
      {isOpen ? (
        <div id={detailsId} className="mt-1 mb-1 rounded-xl bg-night-900/80 p-2">
          <PlayerStatsLine player={p} className="mb-1 whitespace-normal" />
          <SlotPointsTable player={p} />
        </div>
      ) : null}
    </li>
  );
}

function MaxButton({
  name,
  maxLakhs,
  disabled,
  onClick,
}: {
  name: string;
  maxLakhs: number | null;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('room');
  const label =
    maxLakhs === null
      ? smartBiddingMessages.bidding.setMaxFor(name)
      : `${smartBiddingMessages.bidding.yourMax(formatCrores(maxLakhs))}: ${name}`;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="upcoming-max"
      className={clsx(
        'num flex min-h-11 min-w-16 shrink-0 items-center justify-center gap-1 rounded-xl border px-2 text-xs font-bold disabled:opacity-45',
        maxLakhs === null
          ? 'border-night-600 bg-night-800 text-white hover:border-gold-400'
          : 'border-gold-400 bg-gold-400/10 text-gold-300',
      )}
    >
      <Gauge aria-hidden className="size-4 text-gold-300" />
      {maxLakhs === null ? t('upcoming.max') : formatCrores(maxLakhs)}
    </button>
  );
}
