import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { standings } from '@/testing/results-fixtures';
import { SQUAD_COLUMNS, STANDINGS_COLUMNS, resultsCsv, resultsXlsx } from './results-export';

const data = standings();

describe('results export', () => {
  it('writes one CSV row per squad player with the team rank and the price in crores', async () => {
    const rows = Papa.parse<string[]>(await resultsCsv(data), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...SQUAD_COLUMNS]);
    const players = data.teams.reduce((n, t) => n + t.auctionPlayers.length, 0);
    expect(rows).toHaveLength(players + 1);
    const first = data.teams[0]!;
    expect(rows[1]).toEqual([
      '1',
      first.name,
      first.owner!.username,
      '1',
      'Player 1',
      'Batter',
      '2.5',
      '11',
      '1',
      '12',
    ]);
  });

  it('writes an XLSX with a Standings and a Squads sheet', async () => {
    const sheets = await readXlsxFile(await (await resultsXlsx(data)).arrayBuffer());
    expect(sheets.map((s) => s.sheet)).toEqual(['Standings', 'Squads']);
    const standingsSheet = sheets[0]!.data;
    expect(standingsSheet[0]).toEqual([...STANDINGS_COLUMNS]);
    expect(standingsSheet[1]?.slice(0, 6)).toEqual([
      1,
      data.teams[0]!.name,
      data.teams[0]!.owner!.username,
      11,
      'yes',
      966,
    ]);
    expect(standingsSheet[2]?.at(-1)).toBe(72);
  });
});
