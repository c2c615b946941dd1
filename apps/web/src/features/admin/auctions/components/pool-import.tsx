/**
 * Pool import (item 2): pick a CSV or XLSX sheet → parsed in the browser → checked by the
 * server as a dry run → preview with every bad cell highlighted → confirm → written. Nothing is
 * written while any row has an error. The admin import is the default; a league's organiser uses the
 * same dialog with its own `submit` (the league pool endpoint).
 */
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { adminAuctionErrorMessage, adminMessages } from '@/lib/messages/admin';
import { notify } from '@/lib/notify';
import { rowErrorsOf, useImportPlayers } from '@/features/admin/auctions/api/import-players';
import {
  readSheetFile,
  SAMPLE_SHEET_HREF,
  SheetReadError,
  type SheetData,
} from '@/features/admin/auctions/sheet-file';
import { ImportStatus, type ImportStage } from './pool-import-status';
import { ErrorList, PreviewTable } from './pool-import-preview';

/** One check (dryRun) or write of a sheet's rows; resolves to how many players it holds. */
export type PoolSubmit = (req: {
  players: SheetData['rows'];
  sheetRows: number[];
  dryRun: boolean;
}) => Promise<number>;

/** The import dialog: into an auction's pool (admin), or through `submit` with its own `title`. */
export function PoolImport({
  auctionId,
  isOpen,
  onClose,
  submit,
  title,
  onImported,
}: {
  auctionId: string;
  isOpen: boolean;
  onClose: () => void;
  /** Where the rows go; default the admin import (`register-to-auction-3`). */
  submit?: PoolSubmit;
  title?: string;
  /** Called after a write with the number of players (default: the admin's toast). */
  onImported?: (count: number) => void;
}) {
  const [stage, setStage] = useState<ImportStage>({ kind: 'pick' });
  const { t } = useTranslation('adminAuctions');
  const mutation = useImportPlayers();
  const [pending, setPending] = useState(false);
  const send: PoolSubmit = async (req) => {
    setPending(true);
    try {
      if (submit) return await submit(req);
      return (await mutation.mutateAsync({ auctionId, ...req })).added;
    } finally {
      setPending(false);
    }
  };
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
        message: error instanceof SheetReadError ? error.message : t('import.unreadable'),
      });
      return;
    }
    try {
      await send({
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
      const added = await send({
        players: stage.sheet.rows,
        sheetRows: stage.sheet.sheetRows,
        dryRun: false,
      });
      if (onImported) onImported(added);
      else notify.success(adminMessages.adminAuctions.imported(added));
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
      title={title ?? t('detail.import')}
      description={t('import.intro')}
      className="max-h-[92dvh] max-w-5xl! overflow-y-auto"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={stage.kind !== 'ready'}
            isLoading={stage.kind === 'ready' && pending}
          >
            {stage.kind === 'ready'
              ? t('import.importN', { count: stage.sheet.rows.length })
              : t('import.import')}
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
            {stage.kind === 'pick' ? t('import.choose') : t('import.chooseAnother')}
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
            {t('import.sample')}
          </a>
        </div>

        <ImportStatus stage={stage} />

        {stage.kind === 'invalid' ? <ErrorList errors={stage.errors} /> : null}
        {sheet ? <PreviewTable sheet={sheet} errors={errors} /> : null}
      </div>
    </Modal>
  );
}
