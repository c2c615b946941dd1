/**
 * RT-7's steps and result rows. The rows: the largest passing N, ours vs bare (goal ≥ 0.7×, and N ≥ 200), the server CPU
 * per 1,000 accepted bids and the ack p99, both at the largest N both sides passed (each side's own
 * last step when they share none), with the load average beside every figure (the machine is shared).
 */
import { benchConfig, type DbKind } from '../lib/config';
import type { ResultRow } from '../lib/table';
import { ACK_P99_MAX_MS, measureRooms, type RoomsSide, type StepFigures } from './many-rooms';

export interface ManyRoomsFigures {
  ours: StepFigures[];
  bare: StepFigures[];
  /** Ours with the auctions made as leagues through the API (`BENCH_RT7_SIDES` lists `leagues`). */
  leagues: StepFigures[];
}

/** League-made auctions should run within this share of the admin auctions' N. */
export const LEAGUES_MIN_RATIO = 0.9;

const refusedText = (f: StepFigures) =>
  Object.entries(f.refused)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || 'none';

const describe = (side: string, f: StepFigures) =>
  `  RT-7 ${side} N=${f.rooms}: ack p50 ${f.ackP50.toFixed(0)} / p99 ${f.ackP99.toFixed(0)} ms, ` +
  `${f.accepted}/${f.sent} bids accepted, ${f.closes} closes (${f.contested} contested, ` +
  `${f.lateCloses} late, p99 ${f.closeDelayP99.toFixed(0)} ms), ${f.lateAccepted} accepted after close, ` +
  `refused: ${refusedText(f)}; CPU ${f.cpuMsPer1000Bids.toFixed(0)} ms/1,000 bids (generator ${f.generatorCpuPct.toFixed(0)}% of a core), load ${f.load.toFixed(2)} → ${f.pass ? 'pass' : 'FAIL'}`;

/**
 * Steps N through `BENCH_RT7_STEPS`, ours then bare per step; a side stops at its first failing step
 * (with `BENCH_RT7_ALL_STEPS=1` both measure every step, and the largest passing one counts).
 * @returns every measured step per side (the largest passing N is the last passing one).
 */
export async function measureManyRooms(kind: DbKind): Promise<ManyRoomsFigures> {
  const out: ManyRoomsFigures = { ours: [], bare: [], leagues: [] };
  const sides = benchConfig.rt7Sides as RoomsSide[];
  const failed = (side: RoomsSide) => out[side].some((f) => !f.pass);
  for (const rooms of benchConfig.rt7Steps) {
    for (const side of sides) {
      if (!benchConfig.rt7AllSteps && failed(side)) continue;
      const f = await measureRooms(side, kind, rooms);
      console.log(describe(side, f));
      out[side].push(f);
    }
    if (!benchConfig.rt7AllSteps && sides.every(failed)) break;
  }
  return out;
}

const largest = (steps: StepFigures[]) => steps.filter((s) => s.pass).at(-1);

/** Measures RT-7 on `kind` and returns its rows (`db` is the database's label). */
export async function manyRoomsRows(kind: DbKind, db: string): Promise<ResultRow[]> {
  const { ours, bare, leagues } = await measureManyRooms(kind);
  const leagueRows = leagues.length > 0 ? [leaguesRow(ours, leagues, db)] : [];
  if (bare.length === 0) return leagueRows;
  const o = largest(ours);
  const b = largest(bare);
  const capped = (steps: StepFigures[]) => (steps.at(-1)?.pass ? ' (every step passed: ≥)' : '');
  const stepsText = (steps: StepFigures[]) =>
    steps.map((s) => `${s.rooms}${s.pass ? '✓' : '✗'} (load ${s.load.toFixed(1)})`).join(', ');
  const common = ours
    .filter((s) => s.pass && bare.some((t) => t.pass && t.rooms === s.rooms))
    .at(-1)?.rooms;
  const at = (steps: StepFigures[]) =>
    (common === undefined ? steps.at(-1) : steps.find((s) => s.rooms === common)) ?? steps[0]!;
  const oAt = at(ours);
  const bAt = at(bare);
  return [
    ...leagueRows,
    {
      row: 'RT-7',
      metric: 'live auctions per node (10 clients, 8 bidding)',
      db,
      ours: o?.rooms ?? 0,
      bare: b?.rooms ?? 0,
      unit: '',
      goalKind: 'min-ratio',
      goal: 0.7,
      note: `largest N with ack p99 ≤ ${ACK_P99_MAX_MS} ms, no late close; ours ${stepsText(ours)}${capped(ours)}, bare ${stepsText(bare)}${capped(bare)}`,
    },
    {
      row: 'RT-7',
      metric: 'live auctions per node, ours',
      db,
      ours: o?.rooms ?? 0,
      bare: null,
      unit: '',
      goalKind: 'min',
      goal: 200,
      note: '2-core machine shared with other work',
    },
    {
      row: 'RT-7',
      metric: `server CPU per 1,000 accepted bids, N=${oAt.rooms}/${bAt.rooms}`,
      db,
      ours: oAt.cpuMsPer1000Bids,
      bare: bAt.cpuMsPer1000Bids,
      unit: 'ms',
      goalKind: 'info',
      goal: null,
      note: `accepted ${oAt.accepted}/${bAt.accepted} in the window; database CPU not counted; load ${oAt.load.toFixed(2)}/${bAt.load.toFixed(2)}`,
    },
    {
      row: 'RT-7',
      metric: `bid ack p99, N=${oAt.rooms}/${bAt.rooms}`,
      db,
      ours: oAt.ackP99,
      bare: bAt.ackP99,
      unit: 'ms',
      goalKind: 'info',
      goal: null,
      note: `p50 ${oAt.ackP50.toFixed(0)}/${bAt.ackP50.toFixed(0)} ms; ours refused ${refusedText(oAt)}; ${oAt.closes}/${bAt.closes} closes, ${oAt.contested}/${bAt.contested} contested, close p99 ${oAt.closeDelayP99.toFixed(0)}/${bAt.closeDelayP99.toFixed(0)} ms after closesAt`,
    },
  ];
}

/**
 * The league row: the largest passing N with the auctions made through `POST /api/leagues`, against
 * the admin auctions' in the same run (goal ≥ LEAGUES_MIN_RATIO×); the 'bare' column holds admin's N.
 */
function leaguesRow(admin: StepFigures[], leagues: StepFigures[], db: string): ResultRow {
  const steps = (s: StepFigures[]) =>
    s
      .map(
        (f) =>
          `${f.rooms}${f.pass ? '✓' : '✗'} p99 ${f.ackP99.toFixed(0)} ms (load ${f.load.toFixed(1)})`,
      )
      .join(', ');
  return {
    row: 'RT-7',
    metric: 'league-made auctions per node vs admin-made',
    db,
    ours: largest(leagues)?.rooms ?? 0,
    bare: largest(admin)?.rooms ?? 0,
    unit: '',
    goalKind: 'min-ratio',
    goal: LEAGUES_MIN_RATIO,
    note: `leagues ${steps(leagues)}; admin ${steps(admin)}`,
  };
}
