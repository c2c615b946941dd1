import { IndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/input';
import { sanitizeAmountInput } from '@/features/wallet/utils/amount';

/** A rupee amount: digits and one decimal point (two decimals at most), with a ₹ mark. */
export function AmountField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="next"
      placeholder="0"
      value={value}
      onChange={(e) => onChange(sanitizeAmountInput(e.target.value))}
      leading={<IndianRupee aria-hidden className="size-5" />}
      error={error}
      hint={hint}
      className="[&_input]:num [&_input]:text-lg [&_input]:font-bold"
    />
  );
}
