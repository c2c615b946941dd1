import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Inline error under the field; also marks the field invalid for assistive tech. */
  error?: string | undefined;
  /** Marks the field invalid without a message of its own (the form shows one message). */
  isInvalid?: boolean;
  hint?: ReactNode;
  /** Renders at the right edge inside the field (e.g. the show/hide toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  leading?: ReactNode;
}

const fieldClasses =
  'block w-full min-h-12 rounded-xl border bg-card px-4 text-base text-ink placeholder:text-ink-subtle transition-[border-color,box-shadow] focus:outline-none focus-visible:outline-none focus:ring-4';

export function TextField({
  label,
  error,
  isInvalid = false,
  hint,
  trailing,
  leading,
  hideLabel = false,
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={inputId}
        className={clsx('text-sm font-semibold text-ink', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div className="relative">
        {leading ? (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex w-11 items-center justify-center text-ink-subtle">
            {leading}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error || isInvalid ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            fieldClasses,
            error || isInvalid
              ? 'border-danger-600 focus:ring-danger-600/20'
              : 'border-line-strong hover:border-night-400 focus:border-night-600 focus:ring-night-600/15',
            trailing ? 'pr-20' : undefined,
            leading ? 'pl-11' : undefined,
          )}
          {...rest}
        />
        {trailing ? (
          <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password field with a Show/Hide toggle (spec 000 §2). */
export function PasswordField({ label, id, ...rest }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <TextField
      {...rest}
      id={inputId}
      label={label}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={inputId}
          aria-pressed={isVisible}
          aria-label={t(isVisible ? 'ui.hideField' : 'ui.showField', {
            label: label.toLowerCase(),
          })}
          className="min-h-11 min-w-16 rounded-lg px-3 text-sm font-semibold text-night-700 hover:bg-surface"
        >
          {isVisible ? t('ui.hide') : t('ui.show')}
        </button>
      }
    />
  );
}
