/**
 * Player pools: the sheet row of `data/player-sheet.csv` (`name,type,base_cr,bonus,slot_1..slot_11`),
 * the import call `POST players/register-to-auction-3` (spec 000 §7) and the pool player view
 * (spec 001 §3 "Auction player"). Base prices travel in Cr (multiples of 0.05 Cr), stored as lakhs.
 */
import { z } from 'zod/mini';
import { SafeName } from './text';

/** The four player types in lot order (ARCHITECTURE.md §4). The sheet says 'Batsmen' for Batter. */
export const PoolPlayerType = z.enum(['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder']);
export type PoolPlayerType = z.infer<typeof PoolPlayerType>;
export const PLAYER_STATUSES = ['AVAILABLE', 'SOLD', 'UNSOLD'] as const;

/** The batting-order slots a player can score in. */
export const SLOT_COUNT = 11;
export const SLOT_KEYS = [
  'slot_1',
  'slot_2',
  'slot_3',
  'slot_4',
  'slot_5',
  'slot_6',
  'slot_7',
  'slot_8',
  'slot_9',
  'slot_10',
  'slot_11',
] as const;
export const PLAYER_NAME_MAX_LENGTH = 80;
export const MAX_POOL_ROWS = 1_000;
/** Highest lot group in a type cell ('Bowler 3'): the groups order the lots, a few dozen at most. */
export const MAX_LOT_GROUP = 999;

/** The sheet's columns in words, for messages and headings ('Base price (Cr)', never `base_cr`). */
export const SHEET_COLUMN_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  type: 'Type',
  base_cr: 'Base price (Cr)',
  bonus: 'Bonus points',
  ...Object.fromEntries(SLOT_KEYS.map((key, i) => [key, `Slot ${i + 1} points`])),
};

/**
 * The spreadsheet row number of the `index`-th data row (0-based) of a sheet read top to bottom: the
 * header is row 1, so the first player is row 2. Messages name rows this way, as the admin sees them.
 */
export const sheetRowOf = (index: number): number => index + 2;

// Cells arrive as numbers (JSON) or text (a CSV or XLSX file read in the browser).
const cell = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v);
const toNumber = (v: unknown) =>
  typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
/** A points cell; its messages name the column in words ('Slot 3 points must be a number'). */
const points = (label: string) =>
  z.pipe(
    z.transform((v) => toNumber(cell(v) ?? 0)),
    z
      .int({
        // One schema checks both: not a number at all, or a number with a fraction.
        error: (issue) =>
          typeof issue.input === 'number'
            ? `${label} must be a whole number`
            : `${label} must be a number`,
      })
      .check(
        z.gte(0, { message: `${label} cannot be negative` }),
        z.lte(100_000, { message: `${label} must be at most 100,000` }),
      ),
  );

/**
 * One sheet row. Blank bonus and slot cells count as 0. The type text is checked by the server with
 * the engine's `parseSheetType` ('Batsmen 2', 'Wicket Keeper 1', 'All-Rounder 3', …).
 */
export const PlayerSheetRow = z.object({
  name: z.pipe(
    z.transform(cell),
    SafeName({
      label: 'Name',
      max: PLAYER_NAME_MAX_LENGTH,
      tooLongMessage: 'Name must be at most 80 characters',
    }),
  ),
  type: z.pipe(
    z.transform(cell),
    SafeName({ label: 'Type', max: 40, tooLongMessage: 'Type is too long' }).check(
      z.refine(
        (type) => {
          const group = /(\d+)\s*$/.exec(type)?.[1];
          return group === undefined || (Number(group) >= 1 && Number(group) <= MAX_LOT_GROUP);
        },
        { message: `The lot group (the number after the type) must be 1 to ${MAX_LOT_GROUP}` },
      ),
    ),
  ),
  base_cr: z.pipe(
    z.transform((v) => toNumber(cell(v))),
    z
      .number({
        error: (iss) =>
          iss.input === undefined ? 'Base price is required' : 'Base price must be a number',
      })
      .check(
        z.positive({ message: 'Base price must be more than 0' }),
        z.lte(100, { message: 'Base price must be at most 100 Cr' }),
        z.refine((v) => Math.abs(v * 20 - Math.round(v * 20)) < 1e-6, {
          message: 'Base price must be a multiple of 0.05 Cr',
        }),
      ),
  ),
  bonus: points('Bonus points'),
  slot_1: points('Slot 1 points'),
  slot_2: points('Slot 2 points'),
  slot_3: points('Slot 3 points'),
  slot_4: points('Slot 4 points'),
  slot_5: points('Slot 5 points'),
  slot_6: points('Slot 6 points'),
  slot_7: points('Slot 7 points'),
  slot_8: points('Slot 8 points'),
  slot_9: points('Slot 9 points'),
  slot_10: points('Slot 10 points'),
  slot_11: points('Slot 11 points'),
});
export type PlayerSheetRowInput = z.input<typeof PlayerSheetRow>;
export type PlayerSheetRow = z.output<typeof PlayerSheetRow>;

/**
 * `POST /api/players/register-to-auction-3` (admin): rows keyed by the sheet's columns, in `players`
 * or as a single `player` (the spec's form). All rows are checked; any bad row → 422
 * INVALID_PLAYER_ROWS with `rows: [{ index, row, errors: { field: message } }]` and nothing written.
 * Names must be unique within the auction (case-insensitive). Only while the auction is SCHEDULED.
 * `dryRun: true` validates and returns the preview without writing (the admin import preview).
 * `sheetRows` (optional, one per `players` row) is each row's number in the spreadsheet it came from,
 * so messages name the rows the admin sees (blank rows skipped); without it row = index + 2.
 */
export const ImportPlayersBody = z
  .object({
    auctionId: z.uuid({ message: 'auctionId must be an auction id' }),
    players: z.optional(
      z.array(z.record(z.string(), z.unknown())).check(z.maxLength(MAX_POOL_ROWS)),
    ),
    player: z.optional(z.record(z.string(), z.unknown())),
    sheetRows: z.optional(
      z.array(z.int().check(z.gte(2), z.lte(1_048_576))).check(z.maxLength(MAX_POOL_ROWS)),
    ),
    dryRun: z.optional(z.boolean()),
  })
  .check(
    z.refine((b) => (b.players?.length ?? 0) > 0 || b.player !== undefined, {
      message: 'Send players (a list of rows) or player (one row)',
      path: ['players'],
    }),
    z.refine((b) => b.sheetRows === undefined || b.sheetRows.length === (b.players?.length ?? 1), {
      message: 'Send one sheet row number per player row',
      path: ['sheetRows'],
    }),
  );
export type ImportPlayersBody = z.infer<typeof ImportPlayersBody>;

/**
 * A row's problems, keyed by column (`name`, `type`, `base_cr`, `bonus`, `slot_1`…), with messages
 * that name the column in words. `index` is the row's position in `players`; `row` its spreadsheet
 * row (header = row 1).
 */
export const RowErrors = z.object({
  index: z.int(),
  row: z.int(),
  errors: z.record(z.string(), z.string()),
});
export type RowErrors = z.infer<typeof RowErrors>;

/** A pool player (spec 001 §3 "Auction player"). Base and sold prices in Cr. */
export const PoolPlayerView = z.object({
  id: z.string(),
  /** Same as `id` (the spec names it both ways). */
  auctionPlayerId: z.string(),
  auctionId: z.string(),
  playerId: z.string(),
  name: z.string(),
  type: PoolPlayerType,
  /** The lot group (the number in the sheet's type cell). */
  order: z.int(),
  sheetIndex: z.int(),
  basePrice: z.number(),
  bonus: z.int(),
  /** Points for batting-order slots 1–11: `slotPoints[slot - 1]`. */
  slotPoints: z.array(z.int()),
  status: z.enum(PLAYER_STATUSES),
  teamId: z.nullable(z.string()),
  soldPrice: z.nullable(z.number()),
  isPullBackOnce: z.boolean(),
  imageUrl: z.nullable(z.string()),
});
export type PoolPlayerView = z.infer<typeof PoolPlayerView>;

/** A validated row, as the import preview shows it. */
export const PoolRowPreview = z.object({
  index: z.int(),
  name: z.string(),
  type: PoolPlayerType,
  order: z.int(),
  basePrice: z.number(),
  bonus: z.int(),
  slotPoints: z.array(z.int()),
});

export const ImportPlayersResponse = z.object({
  auctionId: z.string(),
  dryRun: z.boolean(),
  /** Rows written (0 on a dry run). */
  added: z.int(),
  preview: z.array(PoolRowPreview),
  /** The whole pool after the import, in lot order. */
  players: z.array(PoolPlayerView),
});

/** `GET /api/auctions/:id/pool` (admin): the pool in lot order. */
export const PoolResponse = z.object({ auctionId: z.string(), players: z.array(PoolPlayerView) });

/** `PUT /api/auction-players/:id` (admin, SCHEDULED only): any columns of a row. */
export const UpdatePoolPlayerBody = z.record(z.string(), z.unknown());
export const PoolPlayerResponse = z.object({ player: PoolPlayerView });
/** 201 from `POST /api/auction-players/:id/photo` (admin): the photo's URL and the pool row. */
export const PoolPlayerPhotoResponse = z.object({ imageUrl: z.string(), player: PoolPlayerView });
export type PoolPlayerPhotoResponse = z.infer<typeof PoolPlayerPhotoResponse>;
/** `DELETE /api/auction-players/:id` (admin, SCHEDULED only). */
export const DeletePoolPlayerResponse = z.object({ deleted: z.string() });
