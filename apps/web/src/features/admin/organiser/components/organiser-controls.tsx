/**
 * The organiser's controls on the admin's auction screen: Pause/Resume, Pause after this lot,
 * +30 s/+60 s, Skip lot, Undo last sale (reason required, confirmed), End auction (confirmed) and the
 * spectator link. Each is an admin HTTP call naming the lot or sale on screen; the room's refusal (409 with
 * the engine's code) is told as the server says it, or (the screen was behind) that another lot or
 * sale came since. The live lot comes from watching the room with the admin's token.
 */
import {
  CirclePause,
  CirclePlay,
  Flag,
  Hourglass,
  SkipForward,
  TimerReset,
  Undo2,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorCode, type OrganiserControlCall } from '@bidxi/protocol';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { roomErrorMessage } from '@/lib/messages/room';
import { formatCrores } from '@/lib/format';
import { ApiRequestError } from '@/lib/api-client';
import { auditMessages } from '@/lib/messages/audit';
import { notify } from '@/lib/notify';
import { adminAuctionKeys } from '@/features/admin/auctions/api/keys';
import { useOrganiserControl, type OrganiserScope } from '../api/organiser-commands';
import { useOrganiserRoom, type OrganiserRoom } from '../hooks/use-organiser-room';
import { LiveLotSummary } from './live-lot-summary';
import { SpectatorLinkPanel } from './spectator-link-panel';
import { UndoSaleDialog } from './undo-sale-dialog';

const ADD_SECONDS = [30, 60] as const;

type Confirming = 'skip' | 'end' | 'undo' | null;

/** The sale the undo dialog was opened on, and how it read: the dialog stays on it. */
interface UndoTarget {
  lotId: number;
  saleText: string;
}

/** What the desk says once the room accepted `call` (`done.<control name>`). */
function doneText(call: OrganiserControlCall): string {
  const done = auditMessages.organiserDesk.done;
  return call.name === 'addTime' ? done.addTime(call.body.seconds) : done[call.name];
}

/** A control's button label (`organiserDesk.<control name>`). */
const labelOf = (name: Exclude<OrganiserControlCall['name'], 'addTime'>): string =>
  auditMessages.organiserDesk[name];

/** What the desk says when the room refused a control because the screen was behind it. */
function refusalText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return auditMessages.organiserDesk.failed;
  if (error.code === ErrorCode.SALE_CHANGED) return auditMessages.organiserDesk.saleChanged;
  if (error.code === ErrorCode.LOT_MOVED_ON) return auditMessages.organiserDesk.lotMovedOn;
  return error.message;
}

/**
 * `scope` 'organiser' with `room`: a league's organiser on the room screen, sending the player's
 * token and reading the room the screen already follows (one connection); the admin desk watches
 * the room itself.
 */
export function OrganiserControls({
  auctionId,
  isLive,
  scope = 'admin',
  room: givenRoom,
}: {
  auctionId: string;
  isLive: boolean;
  scope?: OrganiserScope;
  room?: OrganiserRoom | null;
}) {
  const own = useOrganiserRoom(auctionId, isLive && givenRoom === undefined);
  const room = givenRoom === undefined ? own.room : givenRoom;
  const refusal = givenRoom === undefined ? own.refusal : null;
  const command = useOrganiserControl(auctionId, scope);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [undoTarget, setUndoTarget] = useState<UndoTarget | null>(null);
  const [undoRefusal, setUndoRefusal] = useState<string | null>(null);
  const state = room?.state ?? null;
  const lot = state?.currentLot ?? null;
  const isPaused = state?.pausedAt != null;
  const isPausingAfterLot = !isPaused && lot?.pauseAfterBy !== undefined;
  const isBidding =
    state !== null && state.phase !== 'BIDDING_ENDED' && state.phase !== 'COMPLETED';
  const isCompleted = state?.phase === 'COMPLETED';
  const sale = isCompleted ? null : (state?.lastSale ?? null);
  const queryClient = useQueryClient();
  // The room completed the auction: the admin's screens read its new status (the page leaves LIVE
  // and drops these controls) without a reload.
  useEffect(() => {
    if (isCompleted) void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all });
  }, [isCompleted, queryClient]);
  const saleText =
    sale && state
      ? auditMessages.organiserDesk.lastSale(
          state.players[sale.playerId]?.name ?? '',
          state.teams[sale.teamId]?.ownerName ?? '',
          formatCrores(sale.amountLakhs),
        )
      : '';

  const run = async (call: OrganiserControlCall) => {
    try {
      await command.mutateAsync(call);
      notify.success(doneText(call));
    } catch (error) {
      notify.error(refusalText(error));
    } finally {
      setConfirming(null);
    }
  };
  // The undo stays on the sale it was opened on: a refusal is told in the dialog, which keeps the
  // typed reason until the organiser closes it.
  const undo = async (target: UndoTarget, reason: string) => {
    try {
      const call = { name: 'undoSale', body: { lotId: target.lotId, reason } } as const;
      await command.mutateAsync(call);
      notify.success(doneText(call));
      closeUndo();
    } catch (error) {
      setUndoRefusal(refusalText(error));
    }
  };
  const closeUndo = () => {
    setConfirming(null);
    setUndoTarget(null);
    setUndoRefusal(null);
  };
  const busy = command.isPending;

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="organiser-controls">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{auditMessages.organiserDesk.title}</h2>
        {state ? (
          <span
            data-testid="organiser-state"
            className={
              isPaused || isPausingAfterLot
                ? 'text-sm font-bold text-gold-700'
                : 'text-sm font-bold text-success-700'
            }
          >
            {isPaused
              ? auditMessages.organiserDesk.paused
              : isPausingAfterLot
                ? auditMessages.organiserDesk.pausingAfterLot
                : auditMessages.organiserDesk.live}
          </span>
        ) : null}
      </div>
      {!isLive ? (
        <p className="text-sm text-ink-muted">{auditMessages.organiserDesk.notLive}</p>
      ) : (!state || !room) && refusal ? (
        <p role="alert" data-testid="organiser-room-refused" className="text-sm text-danger-700">
          {auditMessages.organiserDesk.roomRefused(roomErrorMessage(refusal))}
        </p>
      ) : !state || !room ? (
        <Skeleton className="h-20 w-full rounded-xl" />
      ) : (
        <>
          <LiveLotSummary state={state} offsetMs={room.offsetMs} />
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {isPaused ? (
              <Button
                size="sm"
                variant="success"
                disabled={busy}
                onClick={() => void run({ name: 'resume' })}
                icon={<CirclePlay aria-hidden className="size-4" />}
              >
                {labelOf('resume')}
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={busy || !isBidding}
                onClick={() => void run({ name: 'pause' })}
                icon={<CirclePause aria-hidden className="size-4" />}
              >
                {labelOf('pause')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || !lot || lot.pauseAfterBy !== undefined}
              onClick={() => lot && void run({ name: 'pauseAfterLot', body: { lotId: lot.lotId } })}
              icon={<Hourglass aria-hidden className="size-4" />}
            >
              {labelOf('pauseAfterLot')}
            </Button>
            {ADD_SECONDS.map((seconds) => (
              <Button
                key={seconds}
                size="sm"
                variant="secondary"
                disabled={busy || !lot}
                onClick={() =>
                  lot && void run({ name: 'addTime', body: { seconds, lotId: lot.lotId } })
                }
                icon={<TimerReset aria-hidden className="size-4" />}
              >
                {auditMessages.organiserDesk.addTime(seconds)}
              </Button>
            ))}
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || !lot}
              onClick={() => setConfirming('skip')}
              icon={<SkipForward aria-hidden className="size-4" />}
            >
              {labelOf('skipLot')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || !sale}
              onClick={() => {
                if (!sale) return;
                setUndoTarget({ lotId: sale.lotId, saleText });
                setConfirming('undo');
              }}
              icon={<Undo2 aria-hidden className="size-4" />}
            >
              {labelOf('undoSale')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy || !isBidding}
              onClick={() => setConfirming('end')}
              icon={<Flag aria-hidden className="size-4" />}
            >
              {labelOf('end')}
            </Button>
          </div>
        </>
      )}
      {isLive ? <SpectatorLinkPanel auctionId={auctionId} scope={scope} /> : null}

      <ConfirmDialog
        isOpen={confirming === 'skip'}
        title={auditMessages.organiserDesk.skipTitle}
        description={auditMessages.organiserDesk.skipText}
        confirmLabel={labelOf('skipLot')}
        cancelLabel={auditMessages.organiserDesk.cancel}
        isPending={busy}
        onConfirm={() => lot && void run({ name: 'skipLot', body: { lotId: lot.lotId } })}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'end'}
        title={auditMessages.organiserDesk.endTitle}
        description={auditMessages.organiserDesk.endText}
        confirmLabel={labelOf('end')}
        cancelLabel={auditMessages.organiserDesk.cancel}
        confirmVariant="danger"
        isPending={busy}
        onConfirm={() => void run({ name: 'end' })}
        onCancel={() => setConfirming(null)}
      />
      <UndoSaleDialog
        key={undoTarget ? `${undoTarget.lotId}` : 'none'}
        isOpen={confirming === 'undo' && undoTarget !== null}
        saleText={undoTarget?.saleText ?? ''}
        refusal={undoRefusal}
        isPending={busy}
        onConfirm={(reason) => undoTarget && void undo(undoTarget, reason)}
        onCancel={closeUndo}
      />
    </Card>
  );
}
