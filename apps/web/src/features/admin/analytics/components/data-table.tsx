import { clsx } from 'clsx';
import { Download, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { adminMessages } from '@/lib/messages/admin';
import { commonMessages } from '@/lib/messages/common';
import { notify } from '@/lib/notify';
import type { Column } from '@/features/admin/analytics/components/columns';
import { downloadCsv, toCsv } from '@/features/admin/analytics/components/csv';

/**
 * An analytics table with its own loading, error (retry) and empty states and a CSV export of
 * exactly the rows and columns it shows.
 */
export function DataTable<T>({
  title,
  description,
  columns,
  rows,
  rowKey,
  fileName,
  isLoading,
  isError,
  onRetry,
  emptyText,
  extraColumn,
  footer,
  testId,
}: {
  title: string;
  description?: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  fileName: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  /** An extra on-screen column (e.g. a link), not exported. */
  extraColumn?: { header: string; cell: (row: T) => ReactNode };
  footer?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('analytics');
  const titleId = `table-${fileName}`;
  // Column ids are data (one per table column): the catalogue is read untyped, English as fallback.
  const heading = (c: Column<T>) =>
    (t as unknown as (key: string, options: Record<string, unknown>) => string)(`columns.${c.id}`, {
      defaultValue: c.header,
    });
  const onExport = async () => {
    if (!rows || rows.length === 0) {
      notify.warning(adminMessages.analytics.nothingToExport);
      return;
    }
    try {
      downloadCsv(await toCsv(columns, rows), fileName);
      notify.success(adminMessages.analytics.exported(rows.length));
    } catch {
      notify.error(commonMessages.someError);
    }
  };

  return (
    <Card className="flex min-w-0 flex-col" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-line px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-bold text-ink">
            {title}
          </h2>
          {description ? <p className="text-xs text-ink-muted">{description}</p> : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void onExport()}
          disabled={isLoading || isError}
          icon={<Download aria-hidden className="size-4" />}
          aria-label={t('table.export', { title })}
        >
          CSV
        </Button>
      </div>
      {isLoading ? (
        <div className="flex flex-col gap-2 p-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : isError ? (
        <div className="flex flex-col items-center gap-3 p-6 text-center">
          <p className="text-sm text-danger-700" role="alert">
            {adminMessages.analytics.loadFailed}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={onRetry}
            icon={<RefreshCw aria-hidden className="size-4" />}
          >
            {t('table.retry')}
          </Button>
        </div>
      ) : !rows || rows.length === 0 ? (
        <p className="p-6 text-center text-sm text-ink-muted">{emptyText}</p>
      ) : (
        <div
          className="relative max-h-96 overflow-auto"
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
        >
          <table aria-labelledby={titleId} className="w-full border-collapse text-sm">
            <thead className="sticky top-0 bg-surface text-left text-xs text-ink-muted">
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.header}
                    scope="col"
                    className={clsx(
                      'px-2.5 py-2 font-semibold whitespace-nowrap',
                      c.isNumeric && 'text-right',
                    )}
                  >
                    {heading(c)}
                  </th>
                ))}
                {extraColumn ? (
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">{extraColumn.header}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-line">
                  {columns.map((c) => (
                    <td
                      key={c.header}
                      className={clsx(
                        'px-2.5 py-2 whitespace-nowrap text-ink',
                        c.isNumeric && 'num text-right',
                      )}
                    >
                      {(c.show ?? c.csv)(row)}
                    </td>
                  ))}
                  {extraColumn ? <td className="px-3 py-2">{extraColumn.cell(row)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </Card>
  );
}
