import { useId, type TextareaHTMLAttributes } from 'react';

/** A labelled multi-line text input, styled like `TextField`. */
export function TextArea({
  label,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        className="block w-full rounded-xl border border-line-strong bg-card px-4 py-3 text-base text-ink placeholder:text-ink-subtle focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
        {...rest}
      />
    </div>
  );
}
