import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';

/** An indeterminate spinner; decorative unless given a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(
        'inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
    />
  );
}

/** Full-screen loading state (route chunks, first paint). */
export function FullScreenSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="theme-dark bg-stadium flex min-h-dvh items-center justify-center text-gold-400">
      <Spinner className="size-8" label={label ?? t('loading')} />
    </div>
  );
}
