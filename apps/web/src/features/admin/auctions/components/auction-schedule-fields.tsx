import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/input';
import type { AuctionFormValues } from '@/features/admin/auctions/components/auction-form-schema';

/** The auction's India-time start and end, registration fee and purse. */
export function AuctionScheduleFields({
  register,
  errors,
  isLocked,
}: {
  register: UseFormRegister<AuctionFormValues>;
  errors: FieldErrors<AuctionFormValues>;
  /** Only a scheduled auction's times, money and settings can change. */
  isLocked: boolean;
}) {
  return (
    <fieldset
      disabled={isLocked}
      className="grid grid-cols-1 gap-4 disabled:opacity-60 sm:grid-cols-2"
    >
      <TextField
        label="Start date (IST)"
        type="date"
        error={errors.scheduledDate?.message}
        {...register('scheduledDate')}
      />
      <TextField
        label="Start time (IST)"
        type="time"
        error={errors.startTime?.message}
        {...register('startTime')}
      />
      <TextField
        label="End (IST, optional)"
        type="datetime-local"
        hint="Empty = start + 2 hours; at least 2 hours after the start."
        error={errors.endTime?.message}
        {...register('endTime')}
      />
      <TextField
        label="Registration fee (₹)"
        inputMode="decimal"
        error={errors.registrationFee?.message}
        {...register('registrationFee')}
      />
      <TextField
        label="Purse (Cr)"
        inputMode="decimal"
        error={errors.budgetLimit?.message}
        {...register('budgetLimit')}
      />
    </fieldset>
  );
}
