/** The range calendar (react-day-picker), in its own chunk: loaded when the date picker first opens. */
import type { CSSProperties } from 'react';
import { hi } from 'date-fns/locale/hi';
import { DayPicker, type DateRange } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import 'react-day-picker/style.css';
import { INDIA_TIME_ZONE } from '@bidxi/protocol';

// DayPicker's variables pointed at the theme tokens (no colours of its own).
const themed = {
  '--rdp-accent-color': 'var(--color-night-700)',
  '--rdp-accent-background-color': 'var(--color-gold-100)',
  '--rdp-today-color': 'var(--color-gold-700)',
  '--rdp-day-height': '2.75rem',
  '--rdp-day-width': '2.75rem',
  '--rdp-day_button-height': '2.625rem',
  '--rdp-day_button-width': '2.625rem',
} as CSSProperties;

export default function DateRangeCalendar({
  selected,
  onSelect,
}: {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <DayPicker
      // Month and weekday names in Hindi when Hindi is on; English is DayPicker's own.
      {...(i18n.resolvedLanguage === 'hi' ? { locale: hi } : {})}
      mode="range"
      timeZone={INDIA_TIME_ZONE}
      selected={selected}
      onSelect={onSelect}
      defaultMonth={selected?.from}
      style={themed}
      className="mx-auto w-fit text-ink"
    />
  );
}
