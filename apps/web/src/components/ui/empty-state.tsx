import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** An empty or error state: an icon, what is going on, and the next step. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('flex flex-col items-center px-6 py-10 text-center', className)}>
      <div className="mb-4 flex size-16 items-center justify-center rounded-2xl bg-gold-50 text-gold-700 ring-1 ring-gold-100">
        {icon}
      </div>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 max-w-xs text-sm text-ink-muted">{description}</p>
      {action ? <div className="mt-6 w-full max-w-xs">{action}</div> : null}
    </div>
  );
}
