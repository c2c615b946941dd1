import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/input';
import {
  ADVANCED_FIELDS,
  type AuctionFormValues,
} from '@/features/admin/auctions/components/auction-form-schema';

/**
 * The collapsed 'Advanced' section: prize pool and split, room timings and practice bots (free
 * auctions only, issue 18 §7). It opens by itself while one of its fields has an error, so the error
 * is seen on its field.
 */
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
  const [isOpenByChoice, setAdvancedOpen] = useState(false);
  const hasError = ADVANCED_FIELDS.some((key) => errors[key]);
  const isAdvancedOpen = isOpenByChoice || hasError;
  return (
    <div className="rounded-2xl border border-line">
      <button
        type="button"
        aria-expanded={isAdvancedOpen}
        aria-controls="auction-advanced"
        onClick={() => setAdvancedOpen(!isAdvancedOpen)}
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
          error={errors.prizePoolPercent?.message}
          {...register('prizePoolPercent')}
        />
        <TextField
          label="1st prize (%)"
          inputMode="numeric"
          error={errors.split1?.message}
          {...register('split1')}
        />
        <TextField
          label="2nd prize (%)"
          inputMode="numeric"
          error={errors.split2?.message}
          {...register('split2')}
        />
        <TextField
          label="3rd prize (%)"
          inputMode="numeric"
          error={errors.split3?.message}
          {...register('split3')}
        />
        <TextField
          label="Lot window (s)"
          inputMode="decimal"
          error={errors.lotWindowSec?.message}
          {...register('lotWindowSec')}
        />
        <TextField
          label="Bid window (s)"
          inputMode="decimal"
          error={errors.bidWindowSec?.message}
          {...register('bidWindowSec')}
        />
        <TextField
          label="Lobby (min)"
          inputMode="decimal"
          error={errors.lobbyMin?.message}
          {...register('lobbyMin')}
        />
        <TextField
          label="Pause between lots (s)"
          inputMode="decimal"
          error={errors.pauseSec?.message}
          {...register('pauseSec')}
        />
        <TextField
          label="Reorder window (min)"
          inputMode="decimal"
          error={errors.reorderMin?.message}
          {...register('reorderMin')}
        />
        <TextField
          label="Practice bots"
          inputMode="numeric"
          hint="Free (₹0) auctions only"
          error={errors.botTeams?.message}
          {...register('botTeams')}
        />
      </fieldset>
    </div>
  );
}
