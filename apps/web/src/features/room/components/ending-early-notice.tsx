import { clsx } from 'clsx';
import { Hourglass } from 'lucide-react';
import { memo } from 'react';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { isEndingEarly } from '../bidding/bid-block';
import { useRoomSelector } from '../room-context';

/**
 * Why the clock dropped: every team but the leader has passed or
 * cannot bid, so the lot closes within the early-close window. Derived from the engine state, so a
 * phone that joins during it says the same.
 */
export const EndingEarlyNotice = memo(function EndingEarlyNotice({
  compact = false,
}: {
  compact?: boolean;
}) {
  const isEnding = useRoomSelector((s) => isEndingEarly(s.snapshot?.state ?? null));
  const isLeader = useRoomSelector((s) => {
    const lot = s.snapshot?.state.currentLot;
    return lot != null && lot.highestTeamId !== null && lot.highestTeamId === s.snapshot?.myTeamId;
  });
  if (!isEnding) return null;
  return (
    <p
      data-testid="ending-early"
      className={clsx(
        'flex items-center gap-2 rounded-xl border border-gold-400/60 bg-gold-400/10 font-semibold text-gold-300',
        compact ? 'px-2 py-1 text-xs' : 'px-3 py-1.5 text-sm',
      )}
    >
      <Hourglass aria-hidden className="size-4 shrink-0" />
      {isLeader
        ? smartBiddingMessages.bidding.endingEarlyLeader
        : smartBiddingMessages.bidding.endingEarlyOthers}
    </p>
  );
});
