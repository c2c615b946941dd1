import { ImportPlayersResponse, RowErrors } from '@bidxi/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { adminAuctionKeys } from '@/features/admin/auctions/api/keys';

export type SheetRow = Record<string, unknown>;

/**
 * `POST /api/players/register-to-auction-3 {auctionId, players, sheetRows, dryRun}` (admin). A dry run
 * checks and previews without writing; any bad row → 422 INVALID_PLAYER_ROWS with `rows` (each with its
 * spreadsheet `row`) and nothing written.
 */
export function importPlayers({
  auctionId,
  players,
  sheetRows,
  dryRun,
}: {
  auctionId: string;
  players: SheetRow[];
  /** The spreadsheet row of each of `players` (header = row 1). */
  sheetRows: number[];
  dryRun: boolean;
}) {
  return apiRequest('/players/register-to-auction-3', {
    method: 'POST',
    auth: 'admin',
    body: { auctionId, players, sheetRows, dryRun },
    schema: ImportPlayersResponse,
  });
}

/** The per-row errors of a refused import, or null when the failure was something else. */
export function rowErrorsOf(error: unknown): z.infer<typeof RowErrors>[] | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'INVALID_PLAYER_ROWS') return null;
  const parsed = z.array(RowErrors).safeParse(error.details.rows);
  return parsed.success ? parsed.data : null;
}

export function useImportPlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPlayers,
    onSuccess: (res) => {
      if (res.dryRun) return;
      void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all });
    },
  });
}
