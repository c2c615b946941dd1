import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'on-dark' | 'success';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold select-none transition-[background-color,box-shadow,transform,color] duration-150 motion-safe:active:scale-[0.98] disabled:cursor-not-allowed aria-disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gold-500 text-night-950 shadow-glow hover:bg-gold-400 disabled:bg-gold-100 disabled:text-ink-subtle disabled:shadow-none aria-disabled:bg-gold-100 aria-disabled:text-ink-subtle aria-disabled:shadow-none',
  secondary:
    'border border-line-strong bg-card text-ink hover:bg-surface disabled:text-ink-subtle aria-disabled:text-ink-subtle',
  ghost: 'text-ink hover:bg-surface disabled:text-ink-subtle',
  danger:
    'bg-danger-600 text-white hover:bg-danger-700 disabled:opacity-60 aria-disabled:opacity-60',
  success:
    'bg-success-600 text-white hover:bg-success-700 disabled:opacity-60 aria-disabled:opacity-60',
  'on-dark':
    'border border-night-400 bg-night-900/40 text-white hover:border-gold-400 hover:text-gold-300 disabled:opacity-60',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-13 px-6 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string | undefined;
}): string {
  return clsx(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, ignores clicks and announces busy; the label is the caller's (e.g. 'Signing in...'). */
  isLoading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  icon,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth, className })}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || undefined}
      onClick={isLoading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {isLoading ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses({
        variant,
        size,
        fullWidth,
        className: className as string | undefined,
      })}
      {...rest}
    >
      {icon}
      {children}
    </Link>
  );
}

/** A 44 px square icon button; `label` is its accessible name. */
export function IconButton({
  label,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors',
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
