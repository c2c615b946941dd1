import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A placeholder block shaped like the content it stands for. */
export function Skeleton({
  className,
  shape = 'block',
}: {
  className?: string;
  shape?: 'block' | 'circle';
}) {
  return (
    <span
      aria-hidden
      className={clsx(
        'block shrink-0 animate-pulse bg-line motion-reduce:animate-none',
        shape === 'circle' ? 'rounded-full' : 'rounded-lg',
        className,
      )}
    />
  );
}

/**
 * What a loading placeholder is, for screen readers: `label` ("Loading the room") as a status line,
 * hidden from view. A placeholder says it with this text rather than an `aria-label` on its wrapper:
 * ARIA forbids naming an element that has no role (axe `aria-prohibited-attr`).
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <span role="status" className="sr-only">
      {label}
    </span>
  );
}

/** A loading placeholder made of skeletons: marked busy, and said as `label` (see LoadingStatus). */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <LoadingStatus label={label} />
      {children}
    </div>
  );
}
