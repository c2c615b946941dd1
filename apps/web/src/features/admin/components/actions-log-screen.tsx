import { ADMIN_ACTION_CODES, ADMIN_TARGET_TYPES, type AdminActionView } from '@bidxi/protocol';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { CircleAlert, History, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { DateRangeFilter } from '@/features/admin/components/date-range-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { fromIndiaInputs, INDIA_TZ } from '@/lib/india-range';
import { dataErrorMessage } from '@/lib/messages';
import { useAdminActions, type AdminActionFilters } from '@/features/admin/api/get-admin-actions';
import { ACTION_LABELS, TARGET_LABELS } from '@/features/admin/components/action-labels';
import { ActionsLogEntry } from '@/features/admin/components/actions-log-entry';
import { FilterSelect } from '@/features/admin/components/filter-select';
import {
  useActionsLogView,
  type ActionsLogView,
} from '@/features/admin/hooks/use-actions-log-view';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...ADMIN_ACTION_CODES.map((c) => ({ value: c, label: ACTION_LABELS[c].label })),
] as const;
const TARGET_OPTIONS = [
  { value: '', label: 'All targets' },
  ...ADMIN_TARGET_TYPES.map((t) => ({ value: t, label: TARGET_LABELS[t] })),
] as const;

/** India-time dates (inclusive) as the API's instants: `to` is the next India midnight. */
function apiFilters(view: ActionsLogView): AdminActionFilters {
  const from = view.from ? fromIndiaInputs(view.from, '00:00') : null;
  const toDay = view.to ? fromIndiaInputs(view.to, '00:00') : null;
  const to = toDay === null ? null : addDays(new TZDate(toDay, INDIA_TZ), 1).getTime();
  return {
    adminId: view.adminId,
    action: view.action,
    targetType: view.targetType,
    targetId: view.targetId,
    from: from === null ? undefined : new Date(from).toISOString(),
    to: to === null ? undefined : new Date(to).toISOString(),
  };
}

/**
 * Admin: the append-only log of every admin action (issue 21) — who did what to what, when (IST),
 * and the fields before and after — filtered by admin, action, target and India-time dates.
 */
export function ActionsLogScreen() {
  const { view, update, hasFilters } = useActionsLogView();
  const query = useAdminActions(apiFilters(view));
  const entries = query.data?.pages.flatMap((p) => p.actions) ?? [];

  const byAdmin = (e: AdminActionView) =>
    update({ adminId: e.admin.id, adminName: e.admin.username });
  const byTarget = (e: AdminActionView) =>
    update({ targetType: e.targetType, targetId: e.targetId });

  return (
    <section aria-labelledby="actions-log-title" className="flex flex-col gap-5">
      <div>
        <h1 id="actions-log-title" className="text-xl font-extrabold text-ink">
          Actions log
        </h1>
        <p className="text-sm text-ink-muted">
          Every admin action with its before and after. Entries are never changed or deleted.
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
        <FilterSelect
          label="Action"
          value={view.action ?? ''}
          options={ACTION_OPTIONS}
          onChange={(v) => update({ action: v })}
        />
        <FilterSelect
          label="Target"
          value={view.targetType ?? ''}
          options={TARGET_OPTIONS}
          onChange={(v) => update({ targetType: v, targetId: undefined })}
        />
        <DateRangeFilter
          from={view.from}
          to={view.to}
          onChange={update}
          fromLabel="From (IST)"
          toLabel="To (IST)"
        />
        {hasFilters ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              update({
                adminId: undefined,
                adminName: undefined,
                action: undefined,
                targetType: undefined,
                targetId: undefined,
                from: undefined,
                to: undefined,
              })
            }
            icon={<X aria-hidden className="size-4" />}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      {view.adminId || view.targetId ? (
        <ul aria-label="Active filters" className="flex flex-wrap gap-2 text-sm">
          {view.adminId ? (
            <FilterChip
              label={`Admin: ${view.adminName ?? view.adminId}`}
              onClear={() => update({ adminId: undefined, adminName: undefined })}
            />
          ) : null}
          {view.targetId ? (
            <FilterChip
              label={`${view.targetType ? TARGET_LABELS[view.targetType] : 'Target'}: ${
                entries.find((e) => e.targetId === view.targetId)?.targetLabel ?? view.targetId
              }`}
              onClear={() => update({ targetId: undefined })}
            />
          ) : null}
        </ul>
      ) : null}

      {query.isPending ? (
        <ActionsLogSkeleton />
      ) : query.isError && entries.length === 0 ? (
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title="Could not load the actions log"
            description={dataErrorMessage(query.error, 'other')}
            action={
              <Button fullWidth onClick={() => void query.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : entries.length === 0 ? (
        <Card>
          <EmptyState
            icon={<History aria-hidden className="size-8" />}
            title="No actions"
            description={
              hasFilters
                ? 'Nothing matches these filters. Widen the dates or clear a filter.'
                : 'Admin actions appear here as admins approve requests, edit auctions and run rooms.'
            }
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label="Admin actions" className="divide-y divide-line">
            {entries.map((e) => (
              <ActionsLogEntry key={e.id} entry={e} onAdmin={byAdmin} onTarget={byTarget} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="border-t border-line p-4">
              <Button
                variant="secondary"
                fullWidth
                isLoading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Load older actions
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </section>
  );
}

function FilterChip({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <li className="flex items-center gap-1 rounded-full bg-surface py-1 pr-1 pl-3 ring-1 ring-line-strong">
      <span className="font-semibold text-ink wrap-anywhere">{label}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={`Clear ${label}`}
        className="flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-card"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

function ActionsLogSkeleton() {
  return (
    <Card aria-busy aria-label="Loading the actions log" className="flex flex-col gap-4 p-4">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-36 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
    </Card>
  );
}
