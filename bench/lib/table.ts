/** The benchmark's result rows and how they print: ours, bare, ratio and the goal, side by side. */
export interface ResultRow {
  row: string;
  metric: string;
  db: string;
  ours: number;
  bare: number | null;
  unit: string;
  /** 'max-ratio' ours/bare ≤ goal; 'min-ratio' ours/bare ≥ goal; 'max' ours ≤ goal; 'min' ours ≥ goal; 'info' no goal. */
  goalKind: 'max-ratio' | 'min-ratio' | 'max' | 'min' | 'info';
  goal: number | null;
  note?: string;
}

/**
 * ours / bare, or null when there is no bare figure or either is not above zero (an RSS delta below
 * the noise of a small run can come out negative: no ratio can be drawn from it).
 */
export function ratioOf(r: ResultRow): number | null {
  if (r.bare === null || !Number.isFinite(r.bare) || r.bare <= 0 || r.ours < 0) return null;
  return r.ours / r.bare;
}

/** Whether the row meets its goal; 'n/a' for a ratio goal when no ratio could be drawn. */
export function verdict(r: ResultRow): 'ok' | 'MISS' | 'n/a' | '' {
  const ratio = ratioOf(r);
  if (r.goal === null) return '';
  switch (r.goalKind) {
    case 'max-ratio':
      return ratio === null ? 'n/a' : ratio <= r.goal ? 'ok' : 'MISS';
    case 'min-ratio':
      return ratio === null ? 'n/a' : ratio >= r.goal ? 'ok' : 'MISS';
    case 'max':
      return r.ours <= r.goal ? 'ok' : 'MISS';
    case 'min':
      return r.ours >= r.goal ? 'ok' : 'MISS';
    case 'info':
      return '';
  }
}

function goalText(r: ResultRow): string {
  if (r.goal === null) return '—';
  switch (r.goalKind) {
    case 'max-ratio':
      return `≤ ${r.goal}×`;
    case 'min-ratio':
      return `≥ ${r.goal}×`;
    case 'max':
      return `≤ ${r.goal} ${r.unit}`;
    case 'min':
      return `≥ ${r.goal} ${r.unit}`;
    case 'info':
      return '—';
  }
}

const fmt = (n: number) =>
  !Number.isFinite(n) || Number.isInteger(n)
    ? String(n)
    : Math.abs(n) >= 100
      ? n.toFixed(0)
      : Math.abs(n) >= 10
        ? n.toFixed(1)
        : n.toFixed(2);

/** Prints rows as a fixed-width table (also valid Markdown). */
export function formatTable(rows: readonly ResultRow[]): string {
  const head = ['row', 'metric', 'db', 'ours', 'bare', 'ratio', 'goal', 'met', 'note'];
  const body = rows.map((r) => {
    const ratio = ratioOf(r);
    return [
      r.row,
      r.metric,
      r.db,
      `${fmt(r.ours)} ${r.unit}`,
      r.bare === null ? '—' : `${fmt(r.bare)} ${r.unit}`,
      ratio === null ? '—' : `${ratio.toFixed(2)}×`,
      goalText(r),
      verdict(r),
      r.note ?? '',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
