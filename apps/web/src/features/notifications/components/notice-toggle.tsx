import { clsx } from 'clsx';

/** One notice's on/off switch: a full-width 48 px row, the state shown by position and text, not colour alone. */
export function NoticeToggle({
  label,
  isOn,
  isDisabled,
  onChange,
}: {
  label: string;
  isOn: boolean;
  isDisabled?: boolean;
  onChange: (isOn: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      disabled={isDisabled}
      onClick={() => onChange(!isOn)}
      className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-surface focus-visible:outline-2 focus-visible:outline-gold-500 disabled:opacity-60"
    >
      <span className="flex-1 text-base text-ink">{label}</span>
      <span
        aria-hidden
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors motion-reduce:transition-none',
          isOn ? 'border-success-600 bg-success-600' : 'border-line-strong bg-surface',
        )}
      >
        <span
          className={clsx(
            'absolute size-5 rounded-full bg-white shadow-card transition-transform motion-reduce:transition-none',
            isOn ? 'translate-x-6' : 'translate-x-1 bg-ink-subtle',
          )}
        />
      </span>
    </button>
  );
}
