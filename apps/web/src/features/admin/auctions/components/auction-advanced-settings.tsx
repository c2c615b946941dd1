import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/input';
import {
  ADVANCED_FIELDS,
  type AuctionFormValues,
} from '@/features/admin/auctions/components/auction-form-schema';

/**
 * The collapsed 'Advanced' section: prize pool and split, room timings and practice bots (free
 * auctions only). It opens by itself while one of its fields has an error, so the error
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
  const { t } = useTranslation('adminAuctions');
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
        {t('form.advanced')}
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
        <legend className="sr-only">{t('form.advancedSettings')}</legend>
        <TextField
          label={t('form.prizePool')}
          inputMode="numeric"
          error={errors.prizePoolPercent?.message}
          {...register('prizePoolPercent')}
        />
        <TextField
          label={t('form.split1')}
          inputMode="numeric"
          error={errors.split1?.message}
          {...register('split1')}
        />
        <TextField
          label={t('form.split2')}
          inputMode="numeric"
          error={errors.split2?.message}
          {...register('split2')}
        />
        <TextField
          label={t('form.split3')}
          inputMode="numeric"
          error={errors.split3?.message}
          {...register('split3')}
        />
        <TextField
          label={t('form.lotWindow')}
          inputMode="decimal"
          error={errors.lotWindowSec?.message}
          {...register('lotWindowSec')}
        />
        <TextField
          label={t('form.bidWindow')}
          inputMode="decimal"
          error={errors.bidWindowSec?.message}
          {...register('bidWindowSec')}
        />
        <TextField
          label={t('form.lobby')}
          inputMode="decimal"
          error={errors.lobbyMin?.message}
          {...register('lobbyMin')}
        />
        <TextField
          label={t('form.pause')}
          inputMode="decimal"
          error={errors.pauseSec?.message}
          {...register('pauseSec')}
        />
        <TextField
          label={t('form.reorder')}
          inputMode="decimal"
          error={errors.reorderMin?.message}
          {...register('reorderMin')}
        />
        <TextField
          label={t('form.bots')}
          inputMode="numeric"
          hint={t('form.botsHint')}
          error={errors.botTeams?.message}
          {...register('botTeams')}
        />
      </fieldset>
    </div>
  );
}
