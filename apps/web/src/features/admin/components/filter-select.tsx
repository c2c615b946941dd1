import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

/** A labelled native select: the phone's own picker on mobile, compact on desktop. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          className="min-h-11 w-full appearance-none rounded-xl border border-line-strong bg-card pr-9 pl-3 text-sm font-semibold text-ink hover:border-night-400 focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
      </div>
    </div>
  );
}
