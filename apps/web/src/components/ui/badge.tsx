import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'gold' | 'success' | 'danger' | 'night';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface text-ink-muted ring-line-strong',
  gold: 'bg-gold-50 text-gold-700 ring-gold-300',
  success: 'bg-success-50 text-success-700 ring-success-600/30',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  night: 'bg-night-800 text-night-100 ring-night-600',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
