import type { AdminActionView } from '@bidxi/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatIndiaDateTime } from '@/lib/india-time';
import { ACTION_LABELS, TARGET_LABELS } from '@/features/admin/components/action-labels';
import { fieldLabel, valueText } from '@/features/admin/components/action-values';

/** Longer values fold behind a "Show all" toggle (a page text before and after). */
const LONG = 120;
/** Rows shown before "Show all N fields" (a created auction logs about twenty). */
const FIRST_ROWS = 5;

function Value({
  field,
  value,
  tone,
}: {
  field: string;
  value: unknown;
  tone: 'before' | 'after';
}) {
  const { t } = useTranslation('admin');
  const text = valueText(field, value);
  const className =
    tone === 'before'
      ? 'text-ink-muted line-through decoration-danger-600/40'
      : 'font-semibold text-ink';
  if (text.length <= LONG) return <span className={`${className} wrap-anywhere`}>{text}</span>;
  return (
    <details className="wrap-anywhere">
      <summary className="cursor-pointer text-ink-muted">
        {text.slice(0, LONG)}… <span className="underline">{t('log.showAll')}</span>
      </summary>
      <p className={`mt-1 whitespace-pre-wrap ${className}`}>{text}</p>
    </details>
  );
}

/** The fields an action changed: field, before, after (a created thing has no before). */
export function ActionDiff({ entry }: { entry: AdminActionView }) {
  const [isOpen, setOpen] = useState(false);
  const { t } = useTranslation('admin');
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const all = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (all.length === 0) return null;
  const keys = isOpen ? all : all.slice(0, FIRST_ROWS);
  return (
    <div className="flex flex-col gap-1">
      <table className="w-full table-fixed text-left text-xs">
        <caption className="sr-only">{t('log.changes')}</caption>
        <thead className="text-ink-subtle">
          <tr>
            <th scope="col" className="w-1/4 py-1 pr-2 font-semibold">
              {t('log.field')}
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t('log.before')}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t('log.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">
          {keys.map((k) => (
            <tr key={k}>
              <th scope="row" className="py-1.5 pr-2 font-medium text-ink-muted wrap-anywhere">
                {fieldLabel(k)}
              </th>
              <td className="py-1.5 pr-2">
                {entry.before === null ? (
                  <span className="text-ink-subtle">—</span>
                ) : (
                  <Value field={k} value={before[k]} tone="before" />
                )}
              </td>
              <td className="py-1.5">
                {entry.after === null ? (
                  <span className="text-danger-700">{t('log.removed')}</span>
                ) : (
                  <Value field={k} value={after[k]} tone="after" />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {all.length > FIRST_ROWS ? (
        <button
          type="button"
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
          className="min-h-11 self-start text-xs font-semibold text-ink underline underline-offset-2 md:min-h-8"
        >
          {isOpen ? t('log.showFewer') : t('log.showFields', { count: all.length })}
        </button>
      ) : null}
    </div>
  );
}

/** One logged action: what, when (IST), who, to what, and the changes. */
export function ActionsLogEntry({
  entry,
  onAdmin,
  onTarget,
}: {
  entry: AdminActionView;
  onAdmin: (entry: AdminActionView) => void;
  onTarget: (entry: AdminActionView) => void;
}) {
  const action = ACTION_LABELS[entry.action];
  const { t } = useTranslation('admin');
  return (
    <li className="flex flex-col gap-2 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={action.tone}>{action.label}</Badge>
        <time dateTime={entry.at} className="text-xs text-ink-muted num">
          {formatIndiaDateTime(entry.at)}
        </time>
      </div>
      <p className="text-sm text-ink">
        <button
          type="button"
          className="min-h-11 font-semibold underline decoration-line-strong underline-offset-2 hover:decoration-ink md:min-h-0"
          onClick={() => onAdmin(entry)}
          title={t('log.onlyAdmin')}
        >
          {entry.admin.username}
        </button>{' '}
        <span className="text-ink-muted">{t('log.on')}</span> {TARGET_LABELS[entry.targetType]}{' '}
        <button
          type="button"
          className="min-h-11 text-left font-semibold wrap-anywhere underline decoration-line-strong underline-offset-2 hover:decoration-ink md:min-h-0"
          onClick={() => onTarget(entry)}
          title={t('log.onlyTarget')}
        >
          {entry.targetLabel ?? entry.targetId}
        </button>
      </p>
      <ActionDiff entry={entry} />
    </li>
  );
}
