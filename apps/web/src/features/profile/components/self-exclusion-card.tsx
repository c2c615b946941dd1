import {
  SELF_EXCLUSION_DAYS,
  type ResponsibleGamingView,
  type SelfExclusionDays,
} from '@bidxi/protocol';
import { clsx } from 'clsx';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/modal';
import { formatIndiaDateTime } from '@/lib/india-time';
import { gamingErrorMessage } from '@/lib/messages/gaming';
import { notify } from '@/lib/notify';
import { useSelfExclude } from '@/features/profile/api/change-gaming';

const DAY_MS = 24 * 3600_000;

/**
 * Self-exclusion (issue 16): choose 7, 30 or 90 days and confirm. While one runs it shows its end
 * (IST) and what it stops; a longer break can still be chosen, never a shorter one.
 */
export function SelfExclusionCard({ gaming }: { gaming: ResponsibleGamingView }) {
  const [days, setDays] = useState<SelfExclusionDays>(30);
  // The end the dialog shows, fixed when it opens (the server's own now decides the real end).
  const [endPreview, setEndPreview] = useState<string | null>(null);
  const isConfirming = endPreview !== null;
  const setConfirming = (open: boolean) =>
    setEndPreview(
      open ? formatIndiaDateTime(new Date(Date.now() + days * DAY_MS).toISOString()) : null,
    );
  const exclude = useSelfExclude();
  const isExcluded = gaming.selfExcludedUntil !== null;

  const confirm = async () => {
    try {
      const answer = await exclude.mutateAsync(days);
      notify.success(answer.message);
    } catch (err) {
      notify.error(gamingErrorMessage(err, 'Could not start your break. Please try again.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
          <CalendarOff aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-bold text-ink">Take a break</h2>
          <p className="text-sm text-ink-muted">
            Self-exclude for a while: no auctions, no live rooms and no adding money until it ends.
            You can still log in and withdraw your balance. Nobody can end it early — not you, not
            BidXI support.
          </p>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {isExcluded ? 'Make your break longer' : 'How long?'}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {SELF_EXCLUSION_DAYS.map((d) => (
            <label
              key={d}
              className={clsx(
                'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 text-base font-bold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-500',
                d === days ? 'border-gold-500 bg-gold-50 text-ink' : 'border-line text-ink-muted',
              )}
            >
              <input
                type="radio"
                name="self-exclusion-days"
                value={d}
                checked={d === days}
                onChange={() => setDays(d)}
                className="sr-only"
              />
              {d} days
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        variant="danger"
        size="lg"
        fullWidth
        onClick={() => setConfirming(true)}
        isLoading={exclude.isPending}
      >
        Self-exclude for {days} days
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Self-exclude for ${days} days?`}
        description={
          <>
            Until about <strong>{endPreview}</strong> you will not be able to register for auctions,
            enter a live room as a bidder or add money. You can still withdraw. This cannot be
            undone or shortened, even by support.
          </>
        }
        confirmLabel="Yes, self-exclude"
        cancelLabel="Keep playing"
        confirmVariant="danger"
        isPending={exclude.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
