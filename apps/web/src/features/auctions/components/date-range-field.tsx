import { useTranslation } from 'react-i18next';
import { CalendarRange } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { formatIndiaRange, wholeIndiaDays, type DayRange } from '@/lib/india-range';

const DateRangeCalendar = lazy(() => import('@/features/auctions/components/date-range-calendar'));

/** The date-range picker of Home's tabs: a button with the range, a bottom sheet with the calendar. */
export function DateRangeField({
  value,
  onChange,
  defaultValue,
  defaultLabel,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  defaultValue: DayRange;
  defaultLabel: string;
}) {
  const { t } = useTranslation('auctions');
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>(undefined);

  const open = () => {
    setDraft({ from: value.from, to: value.to });
    setOpen(true);
  };
  const apply = () => {
    if (draft?.from) onChange(wholeIndiaDays(draft.from, draft.to ?? draft.from));
    setOpen(false);
  };
  const label = formatIndiaRange(value);

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        aria-label={t('range.label', { range: label })}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-line-strong bg-card px-3 text-left text-sm font-semibold text-ink hover:border-night-400"
      >
        <CalendarRange aria-hidden className="size-5 text-night-600" />
        <span className="num flex-1">{label}</span>
        <span className="text-xs font-semibold text-night-600">{t('range.change')}</span>
      </button>
      <Sheet isOpen={isOpen} onClose={() => setOpen(false)} title={t('range.title')} side="bottom">
        <div className="flex flex-col gap-4 px-4 pb-4">
          <p className="text-sm text-ink-muted">{t('range.hint')}</p>
          <Suspense
            fallback={
              <div className="flex h-80 items-center justify-center text-night-600">
                <Spinner label={t('range.loading')} />
              </div>
            }
          >
            <DateRangeCalendar selected={draft} onSelect={setDraft} />
          </Suspense>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                onChange(defaultValue);
                setOpen(false);
              }}
            >
              {defaultLabel}
            </Button>
            <Button onClick={apply} disabled={!draft?.from}>
              {t('range.apply')}
            </Button>
          </div>
        </div>
      </Sheet>
    </>
  );
}
