// Test-only helpers (not exported from index.ts): the real sheet from a fixture copy, small states,
// and a strict `run` that fails the test when a command is refused.
import { readFileSync } from 'node:fs';
import type { AuctionCommand } from './commands';
import { decide } from './decide';
import type { AuctionEvent } from './events';
import { evolve } from './evolve';
import { initialState } from './initial-state';
import type { PlayerInput, TeamInput } from './initial-state';
import { croresToLakhs } from './money';
import { parseSheetType } from './player-type';
import type { PlayerType } from './player-type';
import type { AuctionSettings, AuctionState } from './state';

/** The 148 players of fixtures/player-sheet.csv (a copy of data/player-sheet.csv), ids `p0`…`p147`. */
export function loadSheet(): PlayerInput[] {
  const text = readFileSync(new URL('./fixtures/player-sheet.csv', import.meta.url), 'utf8');
  const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return rows.slice(1).map((line, sheetIndex) => {
    const [name = '', typeCell = '', baseCr = '', bonus = '', ...slots] = line.split(',');
    const sheetType = parseSheetType(typeCell);
    const basePriceLakhs = croresToLakhs(Number(baseCr));
    if (!sheetType || basePriceLakhs === null) throw new Error(`Bad sheet row: ${line}`);
    return {
      id: `p${sheetIndex}`,
      name,
      type: sheetType.type,
      lotGroup: sheetType.lotGroup,
      sheetIndex,
      basePriceLakhs,
      bonus: Number(bonus),
      slotPoints: slots.map(Number),
    };
  });
}

/** The sheet player with this name; throws when absent. */
export function byName<T extends { name: string }>(players: readonly T[], name: string): T {
  const player = players.find((p) => p.name === name);
  if (!player) throw new Error(`No player named ${name}`);
  return player;
}

let nextSyntheticIndex = 0;

/** A synthetic player: base 1 Cr, group 1, no points unless overridden. */
export function makePlayer(id: string, type: PlayerType, overrides: Partial<PlayerInput> = {}) {
  const sheetIndex = nextSyntheticIndex++;
  const player: PlayerInput = {
    id,
    name: `Player ${id}`,
    type,
    lotGroup: 1,
    sheetIndex,
    basePriceLakhs: 100,
    bonus: 0,
    slotPoints: Array.from({ length: 11 }, () => 0),
    ...overrides,
  };
  return player;
}

/** Teams `t1`…`tN` owned by `u1`…`uN`, each with `purseLakhs` (default 100 Cr). */
export function makeTeams(count: number, purseLakhs = 10_000): TeamInput[] {
  return Array.from({ length: count }, (_, i) => ({
    teamId: `t${i + 1}`,
    ownerId: `u${i + 1}`,
    purseTotalLakhs: purseLakhs,
  }));
}

/** A fresh auction `a1` over `players` with two 100 Cr teams unless told otherwise. */
export function makeState(
  players: readonly PlayerInput[],
  teams: readonly TeamInput[] = makeTeams(2),
  settings: Partial<AuctionSettings> = {},
): AuctionState {
  return initialState({ auctionId: 'a1', players, teams, settings });
}

/** Applies `command` at `now`; throws (failing the test) when it is refused. */
export function run(state: AuctionState, command: AuctionCommand, now: number): AuctionState {
  return applyAll(state, accepted(state, command, now));
}

/** Opens the next lot at `now`, lets `teamId` buy it at the base price, closes it when due. */
export function buyNext(state: AuctionState, teamId: string, now: number): AuctionState {
  const opened = run(state, { type: 'openLot' }, now);
  const lot = opened.currentLot;
  if (!lot) throw new Error('No lot opened');
  const { lotId, basePriceLakhs: amountLakhs } = lot;
  const bidOn = run(opened, { type: 'placeBid', lotId, teamId, amountLakhs }, now + 1);
  return run(bidOn, { type: 'closeLot', lotId }, now + 1 + state.settings.bidWindowMs);
}

/** The events of an accepted command; throws when it is refused. */
export function accepted(state: AuctionState, command: AuctionCommand, now: number) {
  const decision = decide(state, command, now);
  if (!decision.ok) throw new Error(`${command.type} refused: ${decision.error.code}`);
  return decision.events;
}

/** The error code of a refused command; throws when it is accepted. */
export function refusedCode(state: AuctionState, command: AuctionCommand, now: number) {
  const decision = decide(state, command, now);
  if (decision.ok) throw new Error(`${command.type} was accepted`);
  return decision.error.code;
}

/** Applies events in order. */
export function applyAll(state: AuctionState, events: readonly AuctionEvent[]): AuctionState {
  return events.reduce(evolve, state);
}

/** A team's squad as player ids. */
export function squadIds(state: AuctionState, teamId: string): string[] {
  return state.teams[teamId]?.squad.map((entry) => entry.playerId) ?? [];
}
