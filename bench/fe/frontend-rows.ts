/**
 * FE-1 and FE-2's result rows: per page, the Lighthouse performance score (goal ≥ 95) and
 * the cumulative layout shift (goal ≤ 0.05); the first-load JS (≤ 110 KB) and the largest lazy route
 * (≤ 50 KB), naming every route over it.
 */
import type { ResultRow } from '../lib/table';
import type { FrontendFigures } from './frontend';

/** The FE rows of one measured build. */
export function frontendRows(f: FrontendFigures): ResultRow[] {
  const page = { row: 'FE-1', db: '—', unit: '' } as const;
  const pages = f.pages.flatMap((p): ResultRow[] => [
    {
      ...page,
      metric: `Lighthouse mobile performance ${p.page}`,
      ours: p.performance,
      bare: f.bare.performance,
      goalKind: 'min',
      goal: 95,
      note: `a11y ${p.accessibility}, best ${p.bestPractices}, SEO ${p.seo}; LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms`,
    },
    {
      ...page,
      metric: `cumulative layout shift ${p.page}`,
      ours: p.cls,
      bare: null,
      goalKind: 'max',
      goal: 0.05,
      note: `CLS ${p.cls.toFixed(3)}`,
    },
  ]);
  const top = f.bundle.lazy[0];
  const over = f.bundle.lazy
    .filter((l) => l.kb > 50)
    .map((l) => `${l.chunk.replace(/-[\w-]{8}\.js$/, '')} ${l.kb.toFixed(0)} KB`);
  return [
    ...pages,
    {
      row: 'FE-2',
      metric: 'first-load JS (gzip)',
      db: '—',
      ours: f.bundle.firstLoadKb,
      bare: f.bareBundleKb,
      unit: 'KB',
      goalKind: 'max',
      goal: 110,
      note: 'bare = React 19 hello world',
    },
    {
      row: 'FE-2',
      metric: `largest lazy route (of ${f.bundle.lazy.length})`,
      db: '—',
      ours: top?.kb ?? 0,
      bare: null,
      unit: 'KB',
      goalKind: 'max',
      goal: 50,
      note: over.length ? `over 50 KB: ${over.join(', ')}` : (top?.chunk ?? ''),
    },
  ];
}
