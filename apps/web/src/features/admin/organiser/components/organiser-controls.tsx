/**
 * The organiser's controls on the admin's auction screen (issue 15): Pause/Resume, +30 s/+60 s,
 * Skip lot, Undo last sale (reason required, confirmed), End auction (confirmed) and the spectator
 * link. Each is an admin HTTP call; the room's refusal (409 with the engine's code) is told as the
 * server says it. The live lot comes from watching the room with the admin's token.
 */
import { CirclePause, CirclePlay, Flag, SkipForward, TimerReset, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCrores } from '@/lib/format';
import { ApiRequestError } from '@/lib/api-client';
import { auditMessages } from '@/lib/messages/audit';
import { notify } from '@/lib/notify';
import { useOrganiserCommand, type OrganiserCommand } from '../api/organiser-commands';
import { useOrganiserRoom } from '../hooks/use-organiser-room';
import { LiveLotSummary } from './live-lot-summary';
import { SpectatorLinkPanel } from './spectator-link-panel';
import { UndoSaleDialog } from './undo-sale-dialog';

const ADD_SECONDS = [30, 60] as const;

type Confirming = 'skip' | 'end' | 'undo' | null;

export function OrganiserControls({ auctionId, isLive }: { auctionId: string; isLive: boolean }) {
  const room = useOrganiserRoom(auctionId, isLive);
  const command = useOrganiserCommand(auctionId);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const state = room?.state ?? null;
  const lot = state?.currentLot ?? null;
  const isPaused = state?.pausedAt != null;
  const isBidding =
    state !== null && state.phase !== 'BIDDING_ENDED' && state.phase !== 'COMPLETED';
  const sale = state?.lastSale ?? null;
  const saleText =
    sale && state
      ? auditMessages.organiserDesk.lastSale(
          state.players[sale.playerId]?.name ?? '',
          state.teams[sale.teamId]?.ownerName ?? '',
          formatCrores(sale.amountLakhs),
        )
      : '';

  const run = async (c: OrganiserCommand, done: string) => {
    try {
      await command.mutateAsync(c);
      notify.success(done);
    } catch (error) {
      notify.error(
        error instanceof ApiRequestError ? error.message : auditMessages.organiserDesk.failed,
      );
    } finally {
      setConfirming(null);
    }
  };
  const busy = command.isPending;
  const done = auditMessages.organiserDesk.done;

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="organiser-controls">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">{auditMessages.organiserDesk.title}</h2>
        {state ? (
          <span
            data-testid="organiser-state"
            className={
              isPaused ? 'text-sm font-bold text-gold-700' : 'text-sm font-bold text-success-700'
            }
          >
            {isPaused ? auditMessages.organiserDesk.paused : auditMessages.organiserDesk.live}
          </span>
        ) : null}
      </div>
      {!isLive ? (
        <p className="text-sm text-ink-muted">{auditMessages.organiserDesk.notLive}</p>
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
                onClick={() => void run({ action: 'resume' }, done.resume)}
                icon={<CirclePlay aria-hidden className="size-4" />}
              >
                {auditMessages.organiserDesk.resume}
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={busy || !isBidding}
                onClick={() => void run({ action: 'pause' }, done.pause)}
                icon={<CirclePause aria-hidden className="size-4" />}
              >
                {auditMessages.organiserDesk.pause}
              </Button>
            )}
            {ADD_SECONDS.map((seconds) => (
              <Button
                key={seconds}
                size="sm"
                variant="secondary"
                disabled={busy || !lot}
                onClick={() =>
                  lot &&
                  void run(
                    { action: 'add-time', body: { seconds, lotId: lot.lotId } },
                    done.addTime(seconds),
                  )
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
              {auditMessages.organiserDesk.skipLot}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || !sale}
              onClick={() => setConfirming('undo')}
              icon={<Undo2 aria-hidden className="size-4" />}
            >
              {auditMessages.organiserDesk.undoSale}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy || !isBidding}
              onClick={() => setConfirming('end')}
              icon={<Flag aria-hidden className="size-4" />}
            >
              {auditMessages.organiserDesk.end}
            </Button>
          </div>
        </>
      )}
      {isLive ? <SpectatorLinkPanel auctionId={auctionId} /> : null}

      <ConfirmDialog
        isOpen={confirming === 'skip'}
        title={auditMessages.organiserDesk.skipTitle}
        description={auditMessages.organiserDesk.skipText}
        confirmLabel={auditMessages.organiserDesk.skipLot}
        cancelLabel={auditMessages.organiserDesk.cancel}
        isPending={busy}
        onConfirm={() =>
          void run({ action: 'skip-lot', body: lot ? { lotId: lot.lotId } : {} }, done.skipLot)
        }
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        isOpen={confirming === 'end'}
        title={auditMessages.organiserDesk.endTitle}
        description={auditMessages.organiserDesk.endText}
        confirmLabel={auditMessages.organiserDesk.end}
        cancelLabel={auditMessages.organiserDesk.cancel}
        confirmVariant="danger"
        isPending={busy}
        onConfirm={() => void run({ action: 'end' }, done.end)}
        onCancel={() => setConfirming(null)}
      />
      <UndoSaleDialog
        key={sale ? `${sale.lotId}` : 'none'}
        isOpen={confirming === 'undo'}
        saleText={saleText}
        isPending={busy}
        onConfirm={(reason) => void run({ action: 'undo-sale', body: { reason } }, done.undoSale)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
