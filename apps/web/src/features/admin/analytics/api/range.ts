// The date range every analytics call takes: inclusive India days 'YYYY-MM-DD' (either may be open).
export interface AnalyticsRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** '?from=…&to=…' plus any extra parameters ('' when there are none). */
export function rangeParams(range: AnalyticsRange, extra: Record<string, number> = {}): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  call: (name: string, range: AnalyticsRange, extra: Record<string, number> = {}) =>
    ['admin', 'analytics', name, range.from ?? '', range.to ?? '', extra] as const,
};
