/** Cuts a name to `max` characters with '...' (spec 001 §9 truncation lengths); short names pass. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text.trim();
}
