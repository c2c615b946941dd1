import { CheckCircle2, Download, FileSpreadsheet, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { auditMessages } from '@/lib/messages/audit';
import { notify } from '@/lib/notify';
import type { AuditLog } from '../api/get-audit-log';
import { auditCsv, auditXlsx, csvBlob, downloadBlob } from '../model/audit-export';
import type { AuditRow } from '../model/audit-rows';
import { verifyLines, type VerifyOutcome } from '../model/verify-log';

/**
 * The bid log's actions: Verify (the protocol's check, in this browser) and Download log (the JSON
 * Lines as the server sent them) once the auction has completed; Export CSV / XLSX of the rows shown.
 */
export function BidLogActions({
  auctionId,
  log,
  rows,
  isCompleted,
}: {
  auctionId: string;
  log: AuditLog | null;
  rows: readonly AuditRow[];
  isCompleted: boolean;
}) {
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [isVerifying, setVerifying] = useState(false);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const fileBase = `bidxi-audit-${auctionId}`;

  const verify = () => {
    if (!log) return;
    setVerifying(true);
    // Let the button show its busy state before the (synchronous) hashing runs.
    setTimeout(() => {
      setOutcome(verifyLines(log.lines));
      setVerifying(false);
    }, 0);
  };

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setExporting(kind);
    try {
      const blob = kind === 'csv' ? csvBlob(await auditCsv(rows)) : await auditXlsx(rows);
      downloadBlob(blob, `${fileBase}.${kind}`);
    } catch {
      notify.error(auditMessages.audit.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="flex flex-col gap-2 px-4 py-3">
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={!log || isVerifying}
          isLoading={isVerifying}
          onClick={verify}
          icon={<ShieldCheck aria-hidden className="size-4" />}
        >
          {isVerifying ? auditMessages.audit.verifying : auditMessages.audit.verify}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!log}
          onClick={() =>
            log &&
            downloadBlob(
              new Blob([log.text], { type: 'application/x-ndjson' }),
              `${fileBase}.jsonl`,
            )
          }
          icon={<Download aria-hidden className="size-4" />}
        >
          {auditMessages.audit.download}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length === 0 || exporting !== null}
          isLoading={exporting === 'csv'}
          onClick={() => void exportAs('csv')}
          icon={<FileSpreadsheet aria-hidden className="size-4" />}
        >
          {auditMessages.audit.exportCsv}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length === 0 || exporting !== null}
          isLoading={exporting === 'xlsx'}
          onClick={() => void exportAs('xlsx')}
          icon={<FileSpreadsheet aria-hidden className="size-4" />}
        >
          {auditMessages.audit.exportXlsx}
        </Button>
      </div>
      {!isCompleted ? (
        <p className="text-xs text-ink-muted">{auditMessages.audit.downloadHint}</p>
      ) : null}
      <p role="status" data-testid="verify-result" data-ok={outcome?.ok} className="text-sm">
        {outcome ? (
          <span
            className={
              outcome.ok
                ? 'flex items-start gap-1.5 font-semibold text-success-700'
                : 'flex items-start gap-1.5 font-semibold text-danger-700'
            }
          >
            {outcome.ok ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            ) : (
              <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            {outcome.text}
          </span>
        ) : null}
      </p>
    </div>
  );
}
