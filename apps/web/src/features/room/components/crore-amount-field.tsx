import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { sanitizeJumpInput } from '../bidding/bid-checks';

/**
 * The amount field of the jump and max-bid forms: a label, a decimal keypad input that keeps only
 * digits and one decimal point (`sanitizeJumpInput`), and the "Cr" unit inside the field. The text is
 * the caller's; `onChange` gets it already cleaned.
 */
export function CroreAmountField({
  label,
  value,
  onChange,
  isInvalid,
  describedBy,
}: {
  label: string;
  /** The amount in crores as typed, e.g. `"4.25"`. */
  value: string;
  onChange: (text: string) => void;
  isInvalid: boolean;
  /** The id of the range hint the input is described by. */
  describedBy: string;
}) {
  const inputId = useId();
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          value={value}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(sanitizeJumpInput(e.target.value))}
          className="num block min-h-13 w-full rounded-xl border border-line-strong bg-card px-4 pr-14 text-xl font-bold text-ink focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
        />
        <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center font-semibold text-ink-muted">
          {t('units.crore', { value: '' }).trim()}
        </span>
      </div>
    </>
  );
}
