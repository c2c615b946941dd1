/** Percentiles and medians over plain number arrays. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Runs `fn` `runs` times and returns each result (sequentially: runs must not overlap). */
export async function repeat<T>(runs: number, fn: (run: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < runs; i++) out.push(await fn(i));
  return out;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
