import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('adminAuctions');
  return (
    <fieldset
      disabled={isLocked}
      className="grid grid-cols-1 gap-4 disabled:opacity-60 sm:grid-cols-2"
    >
      <TextField
        label={t('form.startDate')}
        type="date"
        error={errors.scheduledDate?.message}
        {...register('scheduledDate')}
      />
      <TextField
        label={t('form.startTime')}
        type="time"
        error={errors.startTime?.message}
        {...register('startTime')}
      />
      <TextField
        label={t('form.end')}
        type="datetime-local"
        hint={t('form.endHint')}
        error={errors.endTime?.message}
        {...register('endTime')}
      />
      <TextField
        label={t('form.fee')}
        inputMode="decimal"
        error={errors.registrationFee?.message}
        {...register('registrationFee')}
      />
      <TextField
        label={t('form.purse')}
        inputMode="decimal"
        error={errors.budgetLimit?.message}
        {...register('budgetLimit')}
      />
    </fieldset>
  );
}
