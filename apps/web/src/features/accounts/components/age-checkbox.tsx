import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The sign-up's 18+ box: a 44 px row, the whole label clickable. */
export function AgeCheckbox({
  isInvalid,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { isInvalid: boolean; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('accounts');
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
      <input
        ref={ref}
        type="checkbox"
        aria-invalid={isInvalid || undefined}
        className="size-5 shrink-0 accent-gold-500"
        {...rest}
      />
      {t('signup.ageConfirm')}
    </label>
  );
}
