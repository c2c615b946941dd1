/**
 * The pool import's stages (pick → checking → ready | invalid | failed) and the one-line status the
 * import dialog shows for each (item 2).
 */
import type { RowErrors } from '@bidxi/protocol';
import { CircleAlert, CircleCheck, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { SheetData } from '@/features/admin/auctions/sheet-file';

/** Where the import dialog is: each stage keeps the file name and, once read, the sheet. */
export type ImportStage =
  | { kind: 'pick' }
  | { kind: 'checking'; fileName: string }
  | { kind: 'ready'; fileName: string; sheet: SheetData }
  | { kind: 'invalid'; fileName: string; sheet: SheetData; errors: RowErrors[] }
  | { kind: 'failed'; fileName?: string; message: string };

/** The status line of `stage`: a hint, a progress line, a success or the problem in words. */
export function ImportStatus({ stage }: { stage: ImportStage }) {
  const { t } = useTranslation('adminAuctions');
  switch (stage.kind) {
    case 'pick':
      return (
        <p className="flex items-center gap-2 rounded-xl bg-surface px-3 py-3 text-sm text-ink-muted">
          <FileSpreadsheet aria-hidden className="size-5 text-night-600" />
          {t('import.noSheet')}
        </p>
      );
    case 'checking':
      return (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-surface px-3 py-3 text-sm text-ink"
        >
          <Spinner className="size-4" /> {t('import.checking', { file: stage.fileName })}
        </p>
      );
    case 'ready':
      return (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-success-50 px-3 py-3 text-sm font-semibold text-success-700"
        >
          <CircleCheck aria-hidden className="size-5" />
          {t('import.valid', { file: stage.fileName, count: stage.sheet.rows.length })}
        </p>
      );
    case 'invalid':
      return (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-3 text-sm font-semibold text-danger-700"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t('import.invalid', {
            bad: stage.errors.length,
            count: stage.sheet.rows.length,
            file: stage.fileName,
          })}
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
