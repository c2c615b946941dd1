/**
 * API-1's result rows: per route, throughput ours vs bare (goal ≥ 0.8×) and the p99 beside
 * it for information.
 */
import type { ResultRow } from '../lib/table';
import type { ApiFigures } from './api1';

/** The two rows of each measured route, labelled with the database (`db`: 'PostgreSQL' or 'PGlite'). */
export function apiRows(figures: readonly ApiFigures[], db: string): ResultRow[] {
  return figures.flatMap((r): ResultRow[] => [
    {
      row: 'API-1',
      metric: `${r.route} throughput`,
      db,
      ours: r.oursRps,
      bare: r.bareRps,
      unit: 'req/s',
      goalKind: 'min-ratio',
      goal: 0.8,
      note: r.errors ? `${r.errors} errors` : '',
    },
    {
      row: 'API-1',
      metric: `${r.route} p99`,
      db,
      ours: r.oursP99,
      bare: r.bareP99,
      unit: 'ms',
      goalKind: 'info',
      goal: null,
    },
  ]);
}
