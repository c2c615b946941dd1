/**
 * What a mobile-number field keeps of what was typed or pasted: digits only, at most 10 — the last
 * 10 of a number pasted with its +91 / 0 prefix ('+91 98765-43210' → '9876543210').
 */
export function mobileDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && /^(91|0)/.test(digits)) return digits.slice(-10);
  return digits.slice(0, 10);
}
