import { ScrollText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthKind } from '@/lib/api-client';
import { auditMessages } from '@/lib/messages/audit';
import type { AuditNames } from '../model/audit-rows';
import { LazyBidLogSheet as BidLogSheet } from './lazy-bid-log-sheet';
import { HeadHash } from './head-hash';

/** What the room tells the bar: plain values of its state. */
export interface RoomAuditBarProps {
  auctionId: string;
  headHash: string;
  lastLotId: number;
  openLotId: number | null;
  isCompleted: boolean;
  names: AuditNames;
  /** Whose token reads the per-lot log ('none' for a spectator: only the published log). */
  auth?: AuthKind;
  /** The room's lot strip, kept at the top of the open sheet (the sheet covers the room's own). */
  lotStrip?: ReactNode;
}

const BAR_CLASS =
  'flex min-h-11 items-center justify-between gap-2 border-b border-night-800 pr-2 pl-4';

/**
 * The room's audit bar: the log's head hash (short, with copy) and the Bid log button,
 * which opens the bid log sheet on the open lot.
 */
export function RoomAuditBar(props: RoomAuditBarProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div data-testid="room-audit-bar" className={BAR_CLASS}>
      <HeadHash hash={props.headHash} tone="dark" />
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-gold-300 hover:bg-night-800"
      >
        <ScrollText aria-hidden className="size-4" />
        {auditMessages.audit.open}
      </button>
      <BidLogSheet
        auctionId={props.auctionId}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        isCompleted={props.isCompleted}
        lastLotId={props.lastLotId}
        openLotId={props.openLotId}
        headHash={props.headHash}
        names={props.names}
        lotStrip={props.lotStrip}
        {...(props.auth && { auth: props.auth })}
      />
    </div>
  );
}

/**
 * The bar's box while the room's first state is on its way, so the room below does not move down
 * when the bar arrives (CLS ≤ 0.05; the late bar was 0.078 of the room's).
 */
export function RoomAuditBarPlaceholder() {
  return (
    <div aria-hidden className={BAR_CLASS}>
      <Skeleton className="h-4 w-32 bg-night-700" />
    </div>
  );
}
