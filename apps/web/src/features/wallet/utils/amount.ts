// Rupee amounts as typed: digits and one decimal point with at most two decimals, read exactly.

/** Keeps what a rupee amount may contain: digits and one '.', at most 2 decimals, no leading zeros. */
export function sanitizeAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '').slice(0, 9);
  if (rest.length === 0) return wholeDigits;
  return `${wholeDigits}.${rest.join('').slice(0, 2)}`;
}

/** '1,250.5' style text → integer paise (125050), or null when it is not an amount. */
export function parseAmountToPaise(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Paise as the plain decimal a UPI link wants: 50000 → '500.00'. */
export function paiseToPlain(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
