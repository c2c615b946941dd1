/**
 * The pool import's preview (item 2): the problems listed by spreadsheet row, and the sheet as
 * a table with every bad cell highlighted.
 */
import type { RowErrors } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { SHEET_COLUMNS, type SheetData } from '@/features/admin/auctions/sheet-file';
import { sheetColumnLabel } from '@/features/admin/auctions/components/sheet-column-label';

const isSheetColumn = (key: string) => (SHEET_COLUMNS as readonly string[]).includes(key);

const MAX_LISTED = 8;

/** The problems in words, by spreadsheet row: readable on a phone without scrolling the table. */
export function ErrorList({ errors }: { errors: RowErrors[] }) {
  const { t } = useTranslation('adminAuctions');
  const lines = errors.flatMap((e) =>
    Object.entries(e.errors).map(([key, message]) => ({
      key: `${e.index}-${key}`,
      text: t('import.rowProblem', { row: e.row, message }),
    })),
  );
  return (
    <ul aria-label={t('import.problems')} className="flex flex-col gap-1 text-sm text-danger-700">
      {lines.slice(0, MAX_LISTED).map((l) => (
        <li key={l.key}>{l.text}</li>
      ))}
      {lines.length > MAX_LISTED ? (
        <li className="text-ink-muted">{t('import.more', { count: lines.length - MAX_LISTED })}</li>
      ) : null}
    </ul>
  );
}

/** Every row of the sheet, rows with errors first, each bad cell highlighted with its message. */
export function PreviewTable({ sheet, errors }: { sheet: SheetData; errors: RowErrors[] }) {
  const { t } = useTranslation('adminAuctions');
  const byIndex = new Map(errors.map((e) => [e.index, e.errors]));
  // Rows with errors first, so the admin sees what to fix without scrolling 148 rows.
  const order = sheet.rows
    .map((row, index) => ({ row, index, errors: byIndex.get(index) }))
    .sort((a, b) => Number(!!b.errors) - Number(!!a.errors) || a.index - b.index);

  return (
    <div
      className="relative max-h-[50dvh] overflow-auto rounded-xl border border-line"
      role="region"
      aria-label={t('import.preview')}
      tabIndex={0}
    >
      <table className="w-full min-w-[60rem] border-collapse text-left text-xs">
        <caption className="sr-only">{t('import.preview')}</caption>
        <thead className="sticky top-0 z-10 bg-surface text-ink-muted">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
              {t('import.sheetRow')}
            </th>
            {SHEET_COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                {sheetColumnLabel(c)}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
              {t('import.otherProblems')}
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
