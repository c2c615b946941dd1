import { clsx } from 'clsx';

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
