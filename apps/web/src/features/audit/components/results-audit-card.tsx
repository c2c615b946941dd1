/**
 * The results page's trust and export card: the log's head hash, the Bid log sheet, the
 * replay, Verify and Download log (the protocol's check in this browser), and the results and squads
 * as CSV and XLSX.
 */
import type { AuctionTeamsResponse } from '@bidxi/protocol';
import { FileSpreadsheet, History, ScrollText, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { auditMessages } from '@/lib/messages/audit';
import { notify } from '@/lib/notify';
import { useAuditLog } from '../api/get-audit-log';
import { csvBlob, downloadBlob } from '../model/audit-export';
import { auditRows, namesFromEntries } from '../model/audit-rows';
import { resultsCsv, resultsXlsx } from '../model/results-export';
import { BidLogActions } from './bid-log-actions';
import { LazyBidLogSheet as BidLogSheet } from './lazy-bid-log-sheet';
import { HeadHash } from './head-hash';

export function ResultsAuditCard({
  auctionId,
  results,
}: {
  auctionId: string;
  /** The final results, when loaded (exports need them). */
  results: AuctionTeamsResponse | undefined;
}) {
  const log = useAuditLog(auctionId);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const playerNames = useMemo(
    () =>
      Object.fromEntries(
        (log.data?.lines[0]?.kind === 'header' ? log.data.lines[0].players : []).map((p) => [
          p.id,
          p.name,
        ]),
      ),
    [log.data],
  );
  const names = useMemo(
    () => namesFromEntries(log.data?.entries ?? [], { teams: {}, players: playerNames }),
    [log.data, playerNames],
  );
  const rows = useMemo(() => auditRows(log.data?.entries ?? [], names), [log.data, names]);
  const trailer = log.data?.lines.at(-1);
  const head = trailer?.kind === 'trailer' ? trailer.headHash : null;
  // The published hash of a completed log: the header chained after the head.
  const logHash = trailer?.kind === 'trailer' ? trailer.logHash : null;
  const fileBase = `bidxi-results-${auctionId}`;

  const exportResults = async (kind: 'csv' | 'xlsx') => {
    if (!results) return;
    setExporting(kind);
    try {
      const blob = kind === 'csv' ? csvBlob(await resultsCsv(results)) : await resultsXlsx(results);
      downloadBlob(blob, `${fileBase}.${kind}`);
    } catch {
      notify.error(auditMessages.audit.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="px-4 pb-4">
      <Card className="flex flex-col" data-testid="results-audit">
        <div className="flex flex-col gap-1 px-4 pt-4">
          <h2 className="flex items-center gap-2 text-base font-bold text-ink">
            <ShieldCheck aria-hidden className="size-5 text-success-700" />
            {auditMessages.audit.title}
          </h2>
          <p className="text-sm text-ink-muted">{auditMessages.audit.resultsText}</p>
          {log.isPending ? (
            <Skeleton className="h-9 w-48" />
          ) : logHash ? (
            <HeadHash hash={logHash} kind="log" />
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 px-4 pt-3">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
            icon={<ScrollText aria-hidden className="size-4" />}
          >
            {auditMessages.audit.open}
          </Button>
          <ButtonLink
            to={`/auction/${encodeURIComponent(auctionId)}/replay`}
            size="sm"
            variant="secondary"
            icon={<History aria-hidden className="size-4" />}
          >
            {auditMessages.replay.title}
          </ButtonLink>
        </div>
        {log.isError ? (
          <p className="px-4 pt-3 text-sm text-danger-700">{auditMessages.audit.loadFailed}</p>
        ) : (
          <BidLogActions auctionId={auctionId} log={log.data ?? null} rows={rows} isCompleted />
        )}
        <div className="grid grid-cols-2 gap-2 border-t border-line px-4 py-3">
          <Button
            size="sm"
            variant="secondary"
            disabled={!results || exporting !== null}
            isLoading={exporting === 'csv'}
            onClick={() => void exportResults('csv')}
            icon={<FileSpreadsheet aria-hidden className="size-4" />}
          >
            {auditMessages.audit.resultsCsv}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!results || exporting !== null}
            isLoading={exporting === 'xlsx'}
            onClick={() => void exportResults('xlsx')}
            icon={<FileSpreadsheet aria-hidden className="size-4" />}
          >
            {auditMessages.audit.resultsXlsx}
          </Button>
        </div>
      </Card>
      <BidLogSheet
        auctionId={auctionId}
        isOpen={isSheetOpen}
        onClose={() => setSheetOpen(false)}
        isCompleted
        lastLotId={0}
        openLotId={null}
        headHash={head}
        names={names}
      />
    </div>
  );
}
