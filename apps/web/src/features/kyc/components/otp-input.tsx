import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@bidxi/protocol';

/**
 * Six one-digit boxes (spec 001 §2): typing moves to the next box, Backspace on an empty box goes
 * back, a pasted or auto-filled 6-digit code fills them all. `value` is the digits typed so far,
 * with a space for an empty box.
 */
export function OtpInput({
  value,
  onChange,
  isInvalid = false,
  isDisabled = false,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
  describedBy?: string | undefined;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const { t } = useTranslation('kyc');
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i]?.trim() ?? '');

  /** Focuses box `index` (past the last box: the last one, caret after its digit). */
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    if (index < OTP_LENGTH) box?.select();
    else box?.setSelectionRange(1, 1);
  };

  /** Writes `typed` digits from box `from` on; returns the box after the last one written. */
  const write = (from: number, typed: string) => {
    const next = [...digits];
    let at = from;
    for (const d of typed) {
      if (at >= OTP_LENGTH) break;
      next[at++] = d;
    }
    onChange(
      next
        .map((d) => d || ' ')
        .join('')
        .trimEnd(),
    );
    return at;
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length === 0) {
      const next = [...digits];
      next[index] = '';
      onChange(
        next
          .map((d) => d || ' ')
          .join('')
          .trimEnd(),
      );
      return;
    }
    // A whole code (SMS auto-fill or a paste the browser routed through input) fills every box.
    if (typed.length >= OTP_LENGTH) {
      write(0, typed.slice(0, OTP_LENGTH));
      focusBox(OTP_LENGTH);
      return;
    }
    // The box held a digit and the caret was beside it: keep the new one.
    if (typed.length === 2 && digits[index]) {
      focusBox(write(index, typed[0] === digits[index] ? typed[1]! : typed[0]!));
      return;
    }
    focusBox(write(index, typed));
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(
        next
          .map((d) => d || ' ')
          .join('')
          .trimEnd(),
      );
      focusBox(index - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    e.preventDefault();
    if (pasted.length >= OTP_LENGTH) {
      write(0, pasted.slice(0, OTP_LENGTH));
      focusBox(OTP_LENGTH);
    } else {
      focusBox(write(index, pasted));
    }
  };

  return (
    <div role="group" aria-label={t('code')} className="flex justify-between gap-2">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          value={digit}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('digit', { index: index + 1, count: OTP_LENGTH })}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          disabled={isDisabled}
          className={clsx(
            'num h-14 w-full min-w-0 rounded-xl border bg-card text-center text-xl font-bold text-ink transition-[border-color,box-shadow] focus:ring-4 focus:outline-none disabled:opacity-60',
            isInvalid
              ? 'border-danger-600 focus:ring-danger-600/20'
              : 'border-line-strong focus:border-night-600 focus:ring-night-600/15',
          )}
        />
      ))}
    </div>
  );
}
