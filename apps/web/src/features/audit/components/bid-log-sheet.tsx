/**
 * The "Bid log" bottom sheet, in the room and on the results page: the head hash with copy,
 * a lot picker, the lot's entries newest first, and Verify / Download log / Export CSV and XLSX.
 */
import { CloudOff, ScrollText } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { ApiRequestError, type AuthKind } from '@/lib/api-client';
import { auditMessages } from '@/lib/messages/audit';
import { commonMessages } from '@/lib/messages/common';
import { ALL_LOTS, useBidLog } from '../hooks/use-bid-log';
import type { AuditNames } from '../model/audit-rows';
import { BidLogActions } from './bid-log-actions';
import { BidLogList } from './bid-log-list';
import { HeadHash } from './head-hash';

export interface BidLogSheetProps {
  auctionId: string;
  isOpen: boolean;
  onClose: () => void;
  /** Completed: the whole published log; else one lot at a time. */
  isCompleted: boolean;
  /** The last lot opened so far (0: none). */
  lastLotId: number;
  /** The lot open now, or null. */
  openLotId: number | null;
  /** The head hash the caller knows (the room's), shown until the log's own arrives. */
  headHash?: string | null;
  names: AuditNames;
  auth?: AuthKind;
  /** In the room: its lot strip (player, price, leader, clock), shown at the top of the sheet. */
  lotStrip?: ReactNode;
}

export function BidLogSheet(props: BidLogSheetProps) {
  return (
    <Sheet
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={auditMessages.audit.title}
      side="bottom"
    >
      {props.isOpen ? <BidLogBody {...props} /> : null}
    </Sheet>
  );
}

function BidLogBody({
  auctionId,
  isCompleted,
  lastLotId,
  openLotId,
  headHash,
  names,
  auth,
  lotStrip,
}: BidLogSheetProps) {
  const pickerId = useId();
  const [lot, setLot] = useState<number | null>(() =>
    isCompleted ? ALL_LOTS : (openLotId ?? (lastLotId > 0 ? lastLotId : null)),
  );
  const data = useBidLog({
    auctionId,
    isCompleted,
    lot,
    lastLotId,
    openLotId,
    names,
    ...(auth && { auth }),
  });
  const head = data.headHash ?? headHash ?? null;
  const hasNoLots = !isCompleted && lastLotId === 0;

  return (
    <div className="flex flex-col" data-testid="bid-log-sheet">
      {lotStrip ? <div className="mx-4 mb-3 overflow-hidden rounded-2xl">{lotStrip}</div> : null}
      <div className="flex flex-col gap-2 border-b border-line px-4 pb-3">
        {head ? <HeadHash hash={head} /> : null}
        {hasNoLots ? null : (
          <div className="flex items-center gap-2">
            <label htmlFor={pickerId} className="text-sm font-semibold text-ink">
              {auditMessages.audit.lotPicker}
            </label>
            <select
              id={pickerId}
              value={lot ?? ''}
              onChange={(e) => setLot(Number(e.target.value))}
              className="min-h-11 min-w-0 flex-1 rounded-xl border border-line-strong bg-card px-3 text-base text-ink"
            >
              {isCompleted ? <option value={ALL_LOTS}>{auditMessages.audit.allLots}</option> : null}
              {data.lots.map((o) => (
                <option key={o.lot} value={o.lot}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {hasNoLots ? (
        <EmptyState
          icon={<ScrollText aria-hidden className="size-8" />}
          title={auditMessages.audit.noLots}
          description={auditMessages.audit.noLotsText}
        />
      ) : data.status === 'pending' ? (
        <SkeletonGroup label={auditMessages.audit.loading} className="flex flex-col gap-2 p-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-full rounded-xl" />
          ))}
        </SkeletonGroup>
      ) : data.status === 'error' ? (
        <EmptyState
          icon={<CloudOff aria-hidden className="size-8" />}
          title={auditMessages.audit.loadFailed}
          description={errorText(data.error)}
          action={
            <Button fullWidth onClick={data.retry}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <BidLogActions
            auctionId={auctionId}
            log={data.log}
            rows={data.rows}
            isCompleted={isCompleted}
          />
          {data.rows.length === 0 ? (
            <EmptyState
              icon={<ScrollText aria-hidden className="size-8" />}
              title={auditMessages.audit.empty}
              description={auditMessages.audit.emptyText}
            />
          ) : (
            <BidLogList rows={data.rows} />
          )}
        </>
      )}
    </div>
  );
}

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.httpStatus === 403)
    return auditMessages.audit.notParticipant;
  if (error instanceof ApiRequestError && error.httpStatus !== 0) return error.message;
  return commonMessages.someError;
}
