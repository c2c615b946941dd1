import type { ReactNode } from 'react';

/** A centred status screen in the night palette: an icon, what is going on, and what to do next. */
export function StatusPanel({
  icon,
  title,
  children,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center"
    >
      <div className="mb-5 flex size-20 items-center justify-center rounded-3xl bg-night-800 text-gold-400 ring-1 ring-night-600">
        {icon}
      </div>
      <h2 id={testId ? `${testId}-title` : undefined} className="text-xl font-extrabold text-white">
        {title}
      </h2>
      {children ? <div className="mt-2 max-w-xs text-sm text-night-200">{children}</div> : null}
      {actions ? <div className="mt-8 flex w-full max-w-xs flex-col gap-3">{actions}</div> : null}
    </section>
  );
}
