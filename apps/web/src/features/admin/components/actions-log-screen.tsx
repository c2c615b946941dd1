import {
  ADMIN_ACTION_CODES,
  ADMIN_TARGET_TYPES,
  type AdminActionView,
  INDIA_TIME_ZONE,
} from '@bidxi/protocol';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { CircleAlert, History, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { DateRangeFilter } from '@/features/admin/components/date-range-filter';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { fromIndiaInputs } from '@/lib/india-range';
import { dataErrorMessage } from '@/lib/messages/common';
import { useAdminActions, type AdminActionFilters } from '@/features/admin/api/get-admin-actions';
import { ACTION_LABELS, TARGET_LABELS } from '@/features/admin/components/action-labels';
import { ActionsLogEntry } from '@/features/admin/components/actions-log-entry';
import { FilterSelect } from '@/features/admin/components/filter-select';
import {
  useActionsLogView,
  type ActionsLogView,
} from '@/features/admin/hooks/use-actions-log-view';

/** India-time dates (inclusive) as the API's instants: `to` is the next India midnight. */
function apiFilters(view: ActionsLogView): AdminActionFilters {
  const from = view.from ? fromIndiaInputs(view.from, '00:00') : null;
  const toDay = view.to ? fromIndiaInputs(view.to, '00:00') : null;
  const to = toDay === null ? null : addDays(new TZDate(toDay, INDIA_TIME_ZONE), 1).getTime();
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
 * Admin: the append-only log of every admin action — who did what to what, when (IST),
 * and the fields before and after — filtered by admin, action, target and India-time dates.
 */
export function ActionsLogScreen() {
  const { t } = useTranslation('admin');
  const actionOptions = [
    { value: '', label: t('log.allActions') },
    ...ADMIN_ACTION_CODES.map((c) => ({ value: c, label: ACTION_LABELS[c].label })),
  ] as const;
  const targetOptions = [
    { value: '', label: t('log.allTargets') },
    ...ADMIN_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_LABELS[type] })),
  ] as const;
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
          {t('nav.actions')}
        </h1>
        <p className="text-sm text-ink-muted">{t('log.subtitle')}</p>
      </div>

      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('common.filters')}>
        <FilterSelect
          label={t('log.action')}
          value={view.action ?? ''}
          options={actionOptions}
          onChange={(v) => update({ action: v })}
        />
        <FilterSelect
          label={t('log.target')}
          value={view.targetType ?? ''}
          options={targetOptions}
          onChange={(v) => update({ targetType: v, targetId: undefined })}
        />
        <DateRangeFilter
          from={view.from}
          to={view.to}
          onChange={update}
          fromLabel={t('common.fromIst')}
          toLabel={t('common.toIst')}
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
            {t('common.clearFilters')}
          </Button>
        ) : null}
      </div>
      {view.adminId || view.targetId ? (
        <ul aria-label={t('log.activeFilters')} className="flex flex-wrap gap-2 text-sm">
          {view.adminId ? (
            <FilterChip
              label={t('log.adminChip', { name: view.adminName ?? view.adminId })}
              onClear={() => update({ adminId: undefined, adminName: undefined })}
            />
          ) : null}
          {view.targetId ? (
            <FilterChip
              label={t('log.targetChip', {
                target: view.targetType ? TARGET_LABELS[view.targetType] : t('log.target'),
                name:
                  entries.find((e) => e.targetId === view.targetId)?.targetLabel ?? view.targetId,
              })}
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
            title={t('log.loadFailed')}
            description={dataErrorMessage(query.error, 'other')}
            action={
              <Button fullWidth onClick={() => void query.refetch()}>
                {t('common.tryAgain')}
              </Button>
            }
          />
        </Card>
      ) : entries.length === 0 ? (
        <Card>
          <EmptyState
            icon={<History aria-hidden className="size-8" />}
            title={t('log.none')}
            description={hasFilters ? t('common.noResults') : t('log.noneText')}
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label={t('log.list')} className="divide-y divide-line">
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
                {t('log.loadOlder')}
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </section>
  );
}

function FilterChip({ label, onClear }: { label: string; onClear: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li className="flex items-center gap-1 rounded-full bg-surface py-1 pr-1 pl-3 ring-1 ring-line-strong">
      <span className="font-semibold text-ink wrap-anywhere">{label}</span>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('log.clearChip', { label })}
        className="flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-card"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

function ActionsLogSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <Card className="flex flex-col gap-4 p-4" aria-busy="true">
      <LoadingStatus label={t('log.loading')} />
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
