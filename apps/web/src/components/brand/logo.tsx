import { clsx } from 'clsx';

/** The BidXI mark (gold ball, struck by a gavel) with the wordmark. Colours come from theme tokens. */
export function Logo({
  className,
  showWordmark = true,
  tone = 'dark',
}: {
  className?: string;
  showWordmark?: boolean;
  /** 'dark' = on navy (white wordmark); 'light' = on white (navy wordmark). */
  tone?: 'dark' | 'light';
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <LogoMark className="size-8" />
      {showWordmark ? (
        <span
          className={clsx(
            'text-lg font-extrabold tracking-tight',
            tone === 'dark' ? 'text-white' : 'text-night-900',
          )}
        >
          Bid<span className={tone === 'dark' ? 'text-gold-400' : 'text-gold-700'}>XI</span>
        </span>
      ) : null}
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <rect width="64" height="64" rx="16" fill="var(--color-night-800)" />
      <circle cx="25" cy="40" r="16" fill="var(--color-gold-500)" />
      <path
        d="M16 28 C 26 35, 26 46, 34 53"
        fill="none"
        stroke="var(--color-night-800)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <g transform="translate(46 18) rotate(45)">
        <rect x="-2" y="-17" width="4" height="12" rx="2" fill="var(--color-gold-600)" />
        <rect x="-12" y="-6" width="24" height="12" rx="3.5" fill="var(--color-gold-400)" />
        <rect x="-13.5" y="-4.5" width="3" height="9" rx="1.5" fill="var(--color-gold-700)" />
        <rect x="10.5" y="-4.5" width="3" height="9" rx="1.5" fill="var(--color-gold-700)" />
      </g>
    </svg>
  );
}
