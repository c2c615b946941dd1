/**
 * Pool import (issue 4 item 2): pick a CSV or XLSX sheet → parsed in the browser → checked by the
 * server as a dry run → preview with every bad cell highlighted → confirm → written. Nothing is
 * written while any row has an error.
 */
import { SHEET_COLUMN_LABELS, type RowErrors } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { adminAuctionErrorMessage, Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { rowErrorsOf, useImportPlayers } from '@/features/admin/auctions/api/import-players';
import {
  readSheetFile,
  SAMPLE_SHEET_HREF,
  SHEET_COLUMNS,
  SheetReadError,
  type SheetData,
} from '@/features/admin/auctions/sheet-file';

type Stage =
  | { kind: 'pick' }
  | { kind: 'checking'; fileName: string }
  | { kind: 'ready'; fileName: string; sheet: SheetData }
  | { kind: 'invalid'; fileName: string; sheet: SheetData; errors: RowErrors[] }
  | { kind: 'failed'; fileName?: string; message: string };

const isSheetColumn = (key: string) => (SHEET_COLUMNS as readonly string[]).includes(key);

export function PoolImport({
  auctionId,
  isOpen,
  onClose,
}: {
  auctionId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'pick' });
  const mutation = useImportPlayers();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setStage({ kind: 'pick' });
    if (inputRef.current) inputRef.current.value = '';
    onClose();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setStage({ kind: 'checking', fileName: file.name });
    let sheet: SheetData;
    try {
      sheet = await readSheetFile(file);
    } catch (error) {
      setStage({
        kind: 'failed',
        fileName: file.name,
        message:
          error instanceof SheetReadError
            ? error.message
            : 'This file could not be read as a sheet.',
      });
      return;
    }
    try {
      await mutation.mutateAsync({
        auctionId,
        players: sheet.rows,
        sheetRows: sheet.sheetRows,
        dryRun: true,
      });
      setStage({ kind: 'ready', fileName: file.name, sheet });
    } catch (error) {
      const errors = rowErrorsOf(error);
      setStage(
        errors
          ? { kind: 'invalid', fileName: file.name, sheet, errors }
          : { kind: 'failed', fileName: file.name, message: adminAuctionErrorMessage(error) },
      );
    }
  };

  const confirm = async () => {
    if (stage.kind !== 'ready') return;
    try {
      const res = await mutation.mutateAsync({
        auctionId,
        players: stage.sheet.rows,
        sheetRows: stage.sheet.sheetRows,
        dryRun: false,
      });
      notify.success(Messages.adminAuctions.imported(res.added));
      close();
    } catch (error) {
      const errors = rowErrorsOf(error);
      setStage(
        errors
          ? { ...stage, kind: 'invalid', errors }
          : { kind: 'failed', fileName: stage.fileName, message: adminAuctionErrorMessage(error) },
      );
    }
  };

  const sheet = stage.kind === 'ready' || stage.kind === 'invalid' ? stage.sheet : null;
  const errors = stage.kind === 'invalid' ? stage.errors : [];

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Import players"
      description="A CSV or XLSX sheet whose first row is the header name, type, base_cr, bonus, slot_1 … slot_11. Every row is checked before anything is written."
      className="max-h-[92dvh] max-w-5xl! overflow-y-auto"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={stage.kind !== 'ready'}
            isLoading={stage.kind === 'ready' && mutation.isPending}
          >
            {stage.kind === 'ready' ? `Import ${stage.sheet.rows.length} players` : 'Import'}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-night-900 px-4 text-sm font-semibold text-white focus-within:ring-4 focus-within:ring-night-600/30 hover:bg-night-800"
          >
            <Upload aria-hidden className="size-4" />
            {stage.kind === 'pick' ? 'Choose sheet' : 'Choose another sheet'}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
          <a
            href={SAMPLE_SHEET_HREF}
            download="bidxi-player-sheet-sample.csv"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-night-700 hover:bg-surface"
          >
            <Download aria-hidden className="size-4" />
            Download sample sheet
          </a>
        </div>

        <ImportStatus stage={stage} />

        {stage.kind === 'invalid' ? <ErrorList errors={stage.errors} /> : null}
        {sheet ? <PreviewTable sheet={sheet} errors={errors} /> : null}
      </div>
    </Modal>
  );
}

function ImportStatus({ stage }: { stage: Stage }) {
  switch (stage.kind) {
    case 'pick':
      return (
        <p className="flex items-center gap-2 rounded-xl bg-surface px-3 py-3 text-sm text-ink-muted">
          <FileSpreadsheet aria-hidden className="size-5 text-night-600" />
          No sheet chosen yet.
        </p>
      );
    case 'checking':
      return (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-surface px-3 py-3 text-sm text-ink"
        >
          <Spinner className="size-4" /> Checking {stage.fileName}…
        </p>
      );
    case 'ready':
      return (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-success-50 px-3 py-3 text-sm font-semibold text-success-700"
        >
          <CircleCheck aria-hidden className="size-5" />
          {stage.fileName}: all {stage.sheet.rows.length} rows are valid. Check the preview, then
          import.
        </p>
      );
    case 'invalid':
      return (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-3 text-sm font-semibold text-danger-700"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {stage.errors.length} of {stage.sheet.rows.length} rows have errors; nothing was imported.
          Fix these rows in {stage.fileName} and choose it again.
        </p>
      );
    case 'failed':
      return (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-3 text-sm font-semibold text-danger-700"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {stage.message}
        </p>
      );
  }
}

const MAX_LISTED = 8;

/** The problems in words, by spreadsheet row: readable on a phone without scrolling the table. */
function ErrorList({ errors }: { errors: RowErrors[] }) {
  const lines = errors.flatMap((e) =>
    Object.entries(e.errors).map(([key, message]) => ({
      key: `${e.index}-${key}`,
      text: `Row ${e.row}: ${message}`,
    })),
  );
  return (
    <ul aria-label="Problems" className="flex flex-col gap-1 text-sm text-danger-700">
      {lines.slice(0, MAX_LISTED).map((l) => (
        <li key={l.key}>{l.text}</li>
      ))}
      {lines.length > MAX_LISTED ? (
        <li className="text-ink-muted">
          …and {lines.length - MAX_LISTED} more, highlighted in the table below.
        </li>
      ) : null}
    </ul>
  );
}

function PreviewTable({ sheet, errors }: { sheet: SheetData; errors: RowErrors[] }) {
  const byIndex = new Map(errors.map((e) => [e.index, e.errors]));
  // Rows with errors first, so the admin sees what to fix without scrolling 148 rows.
  const order = sheet.rows
    .map((row, index) => ({ row, index, errors: byIndex.get(index) }))
    .sort((a, b) => Number(!!b.errors) - Number(!!a.errors) || a.index - b.index);

  return (
    <div
      className="relative max-h-[50dvh] overflow-auto rounded-xl border border-line"
      role="region"
      aria-label="Sheet preview"
      tabIndex={0}
    >
      <table className="w-full min-w-[60rem] border-collapse text-left text-xs">
        <caption className="sr-only">Sheet preview</caption>
        <thead className="sticky top-0 z-10 bg-surface text-ink-muted">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
              Sheet row
            </th>
            {SHEET_COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                {SHEET_COLUMN_LABELS[c]}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
              Other problems
            </th>
          </tr>
        </thead>
        <tbody>
          {order.map(({ row, index, errors: rowErrors }) => (
            <tr
              key={index}
              data-row-invalid={rowErrors ? 'true' : undefined}
              className={clsx('border-t border-line', rowErrors && 'bg-danger-50/60')}
            >
              <th scope="row" className="num px-2 py-1.5 font-semibold text-ink">
                {sheet.sheetRows[index]}
              </th>
              {SHEET_COLUMNS.map((c) => {
                const message = rowErrors?.[c];
                return (
                  <td
                    key={c}
                    className={clsx(
                      'num px-2 py-1.5 align-top whitespace-nowrap text-ink',
                      message &&
                        'bg-danger-50 font-semibold text-danger-700 ring-1 ring-danger-600 ring-inset',
                    )}
                    aria-invalid={message ? true : undefined}
                  >
                    {String(row[c] ?? '')}
                    {message ? (
                      <span className="block min-w-40 font-medium whitespace-normal">
                        {message}
                      </span>
                    ) : null}
                  </td>
                );
              })}
              <td className="px-2 py-1.5 align-top font-medium text-danger-700">
                {Object.entries(rowErrors ?? {})
                  .filter(([key]) => !isSheetColumn(key))
                  .map(([, message]) => message)
                  .join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
