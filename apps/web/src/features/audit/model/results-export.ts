/**
 * The results and squads as spreadsheets: one CSV of every squad player with
 * the team's rank and score, and one XLSX with a Standings sheet and a Squads sheet. Prices and purses
 * in crores, prizes in rupees, as the results page shows them.
 */
import type { AuctionTeamsResponse, StandingTeam } from '@bidxi/protocol';

type Cell = string | number | null;

export const STANDINGS_COLUMNS = [
  'Rank',
  'Team',
  'Owner',
  'Players',
  'Valid XI',
  'Score',
  'Slot points',
  'Bonus',
  'Purse used (Cr)',
  'Purse left (Cr)',
  'Prize (₹)',
] as const;

export const SQUAD_COLUMNS = [
  'Rank',
  'Team',
  'Owner',
  'Slot',
  'Player',
  'Type',
  'Price (Cr)',
  'Slot points',
  'Bonus',
  'Points',
] as const;

const ownerOf = (t: StandingTeam) => t.owner?.username ?? '';

export function standingsRows(data: AuctionTeamsResponse): Cell[][] {
  return data.teams.map((t) => [
    t.rank,
    t.name,
    ownerOf(t),
    t.playerCount,
    t.isValid ? 'yes' : 'no',
    t.score,
    t.totalPoints,
    t.totalBonus,
    t.purseUsed,
    t.purseLeft,
    t.prizeAmount,
  ]);
}

export function squadRows(data: AuctionTeamsResponse): Cell[][] {
  return data.teams.flatMap((t) =>
    t.auctionPlayers.map((p) => [
      t.rank,
      t.name,
      ownerOf(t),
      p.position,
      p.name,
      p.type,
      p.soldPrice,
      p.positionPoints,
      p.bonus,
      p.points,
    ]),
  );
}

/** The squads CSV (papaparse, formula-like cells escaped). */
export async function resultsCsv(data: AuctionTeamsResponse): Promise<string> {
  const mod = await import('papaparse');
  const papa = mod.default ?? mod;
  return papa.unparse(
    { fields: [...SQUAD_COLUMNS], data: squadRows(data) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

const bold = (columns: readonly string[]) =>
  columns.map((value) => ({ value, fontWeight: 'bold' as const }));

/** The XLSX workbook: Standings and Squads. */
export async function resultsXlsx(data: AuctionTeamsResponse): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile([
    {
      sheet: 'Standings',
      data: [bold(STANDINGS_COLUMNS), ...standingsRows(data)],
      stickyRowsCount: 1,
    },
    { sheet: 'Squads', data: [bold(SQUAD_COLUMNS), ...squadRows(data)], stickyRowsCount: 1 },
  ]).toBlob();
}
