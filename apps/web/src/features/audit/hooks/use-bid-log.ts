/**
 * The bid log's data: once the auction has completed, the whole published log (one download, every
 * lot, verifiable); while it runs, one lot at a time from the participants' API.
 */
import type { AuditEntry } from '@bidxi/protocol';
import { useMemo } from 'react';
import type { AuthKind } from '@/lib/api-client';
import { auditMessages } from '@/lib/messages/audit';
import { useAuditLog, type AuditLog } from '../api/get-audit-log';
import { useAuditLot } from '../api/get-audit-lot';
import {
  auditRows,
  entriesByLot,
  namesFromEntries,
  type AuditNames,
  type AuditRow,
} from '../model/audit-rows';

/** The picker's value for every lot at once (completed auctions only). */
export const ALL_LOTS = -1;

export interface LotOption {
  lot: number;
  label: string;
}

export interface BidLogData {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  retry: () => void;
  rows: AuditRow[];
  lots: LotOption[];
  headHash: string | null;
  /** The downloaded log (completed auctions). */
  log: AuditLog | null;
}

const lotName = (entries: readonly AuditEntry[] | undefined, names: AuditNames) => {
  const open = entries?.find((e) => e.event.type === 'lotOpened')?.event;
  return open?.type === 'lotOpened' ? (names.players[open.playerId] ?? null) : null;
};

export function useBidLog({
  auctionId,
  isCompleted,
  lot,
  lastLotId,
  openLotId,
  names,
  auth = 'user',
}: {
  auctionId: string;
  isCompleted: boolean;
  lot: number | null;
  lastLotId: number;
  openLotId: number | null;
  names: AuditNames;
  auth?: AuthKind;
}): BidLogData {
  const full = useAuditLog(auctionId, { enabled: isCompleted });
  const page = useAuditLot(auctionId, isCompleted ? null : lot, {
    isLive: lot !== null && lot === openLotId,
    auth,
  });
  const log = full.data ?? null;

  return useMemo((): BidLogData => {
    if (isCompleted) {
      const entries = log?.entries ?? [];
      const all = namesFromEntries(entries, names);
      const byLot = entriesByLot(entries);
      const lots = [...byLot.keys()]
        .filter((n) => n > 0)
        .sort((a, b) => b - a)
        .map((n) => ({
          lot: n,
          label: auditMessages.audit.lotLabel(n, lotName(byLot.get(n), all)),
        }));
      const shown = lot === ALL_LOTS || lot === null ? entries : (byLot.get(lot) ?? []);
      const head = log?.lines.at(-1);
      return {
        status: full.status,
        error: full.error,
        retry: () => void full.refetch(),
        rows: auditRows(shown, all),
        lots,
        headHash: head?.kind === 'trailer' ? head.headHash : (entries.at(-1)?.hash ?? null),
        log,
      };
    }
    const entries = page.data?.entries ?? [];
    const all = namesFromEntries(entries, names);
    const lots = Array.from({ length: lastLotId }, (_, i) => lastLotId - i).map((n) => ({
      lot: n,
      label: auditMessages.audit.lotLabel(n, n === lot ? lotName(entries, all) : null),
    }));
    return {
      status: lot === null ? 'success' : page.status,
      error: page.error,
      retry: () => void page.refetch(),
      rows: auditRows(entries, all),
      lots,
      headHash: page.data?.headHash ?? null,
      log: null,
    };
    // `full` and `page` change identity on every render; their data and status are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    isCompleted,
    log,
    full.status,
    full.error,
    page.data,
    page.status,
    page.error,
    lot,
    lastLotId,
    names,
  ]);
}
