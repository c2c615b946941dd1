import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/input';
import type { AuctionFormValues } from '@/features/admin/auctions/components/auction-form-schema';

/** The collapsed 'Advanced' section: prize pool and split, room timings and practice bots. */
export function AuctionAdvancedSettings({
  register,
  errors,
  isLocked,
}: {
  register: UseFormRegister<AuctionFormValues>;
  errors: FieldErrors<AuctionFormValues>;
  /** Only a scheduled auction's times, money and settings can change. */
  isLocked: boolean;
}) {
  const [isAdvancedOpen, setAdvancedOpen] = useState(false);
  return (
    <div className="rounded-2xl border border-line">
      <button
        type="button"
        aria-expanded={isAdvancedOpen}
        aria-controls="auction-advanced"
        onClick={() => setAdvancedOpen((o) => !o)}
        className="flex min-h-12 w-full items-center justify-between rounded-2xl px-4 text-left text-sm font-bold text-ink hover:bg-surface"
      >
        Advanced
        <ChevronDown
          aria-hidden
          className={`size-5 transition-transform ${isAdvancedOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <fieldset
        id="auction-advanced"
        hidden={!isAdvancedOpen}
        disabled={isLocked}
        className="grid grid-cols-2 gap-4 border-t border-line p-4 sm:grid-cols-3"
      >
        <legend className="sr-only">Advanced settings</legend>
        <TextField
          label="Prize pool (% of fees)"
          inputMode="numeric"
          isInvalid={!!errors.prizePoolPercent}
          {...register('prizePoolPercent')}
        />
        <TextField
          label="1st prize (%)"
          inputMode="numeric"
          isInvalid={!!errors.split1}
          {...register('split1')}
        />
        <TextField
          label="2nd prize (%)"
          inputMode="numeric"
          isInvalid={!!errors.split2}
          {...register('split2')}
        />
        <TextField
          label="3rd prize (%)"
          inputMode="numeric"
          isInvalid={!!errors.split3}
          {...register('split3')}
        />
        <TextField
          label="Lot window (s)"
          inputMode="decimal"
          isInvalid={!!errors.lotWindowSec}
          {...register('lotWindowSec')}
        />
        <TextField
          label="Bid window (s)"
          inputMode="decimal"
          isInvalid={!!errors.bidWindowSec}
          {...register('bidWindowSec')}
        />
        <TextField
          label="Lobby (min)"
          inputMode="decimal"
          isInvalid={!!errors.lobbyMin}
          {...register('lobbyMin')}
        />
        <TextField
          label="Pause between lots (s)"
          inputMode="decimal"
          isInvalid={!!errors.pauseSec}
          {...register('pauseSec')}
        />
        <TextField
          label="Reorder window (min)"
          inputMode="decimal"
          isInvalid={!!errors.reorderMin}
          {...register('reorderMin')}
        />
        <TextField
          label="Practice bots"
          inputMode="numeric"
          isInvalid={!!errors.botTeams}
          {...register('botTeams')}
        />
      </fieldset>
    </div>
  );
}
