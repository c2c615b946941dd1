/** The optional team icon of the registration form (spec 001 §2 "Registration"): pick, preview, remove. */
import { Trans, useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';

/** The icon field: `file` is the picked image (undefined when none); `onPick` sets or clears it. */
export function IconPicker({
  file,
  isInvalid,
  onPick,
}: {
  file: File | undefined;
  isInvalid: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const inputId = useId();
  const { t } = useTranslation('registration');
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink" id={`${inputId}-label`}>
        <Trans
          t={t}
          i18nKey="icon"
          components={{ 1: <span className="font-normal text-ink-muted" /> }}
        />
      </span>
      <div
        className={`flex items-center gap-3 rounded-xl border bg-card p-3 ${isInvalid ? 'border-danger-600' : 'border-line-strong'}`}
      >
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface text-ink-subtle ring-1 ring-line">
          {preview ? (
            <img src={preview} alt={t('iconPreview')} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-6" />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line-strong px-3 text-sm font-semibold text-ink hover:bg-surface focus-within:ring-4 focus-within:ring-night-600/15"
          >
            {file ? t('changeIcon') : t('chooseIcon')}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/*"
              aria-describedby={`${inputId}-hint`}
              className="sr-only"
              onChange={(e) => onPick(e.target.files?.[0] ?? undefined)}
            />
          </label>
          <p id={`${inputId}-hint`} className="truncate text-xs text-ink-subtle">
            {file ? file.name : t('iconHint')}
          </p>
        </div>
        {file ? (
          <button
            type="button"
            aria-label={t('removeIcon')}
            onClick={() => {
              onPick(undefined);
              if (inputRef.current) inputRef.current.value = '';
            }}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
