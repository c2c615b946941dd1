import type { WalletRequestsBody } from '@bidxi/protocol';
import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { resolveRequestErrorMessage, adminMessages } from '@/lib/messages/admin';
import { dataErrorMessage } from '@/lib/messages/common';
import { notify } from '@/lib/notify';
import { useWalletRequests } from '@/features/admin/api/get-wallet-requests';
import { useResolveWalletRequest } from '@/features/admin/api/resolve-wallet-request';
import { FilterSelect } from '@/features/admin/components/filter-select';
import { ResolveDialog, type PendingAction } from '@/features/admin/components/resolve-dialog';
import { WalletRequestCard } from '@/features/admin/components/wallet-request-card';

type TypeFilter = WalletRequestsBody['type'];
type StatusFilter = WalletRequestsBody['status'];

// Labels are `requests.types.<value>` / `requests.statuses.<value>` in the `admin` catalogue.
const TYPE_OPTIONS: readonly { value: TypeFilter }[] = [
  { value: 'ALL' },
  { value: 'RECHARGE' },
  { value: 'WITHDRAWAL' },
];
const STATUS_OPTIONS: readonly { value: StatusFilter }[] = [
  { value: 'PENDING' },
  { value: 'APPROVED' },
  { value: 'DENIED' },
  { value: 'ALL' },
];

function pick<T extends string>(
  value: string | null,
  options: readonly { value: T }[],
  fallback: T,
) {
  return options.find((o) => o.value === value)?.value ?? fallback;
}

/** Admin: recharge and withdrawal requests, filtered by type and status, approved or denied once. */
export function WalletRequestsScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  // The state is the source; the address mirrors it (it lags while the route revalidates).
  const [filters, setFilters] = useState(() => ({
    type: pick(params.get('type'), TYPE_OPTIONS, 'ALL'),
    status: pick(params.get('status'), STATUS_OPTIONS, 'PENDING'),
  }));
  const { type, status } = filters;
  const requests = useWalletRequests(filters);
  const resolve = useResolveWalletRequest();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const setFilter = (changes: Partial<typeof filters>) => {
    const next = { ...filters, ...changes };
    setFilters(next);
    setParams(next, { replace: true });
  };

  const confirm = async (note: string) => {
    if (!pending) return;
    try {
      await resolve.mutateAsync({
        transactionId: pending.request.id,
        action: pending.action,
        ...(note ? { note } : {}),
      });
      notify.success(
        pending.action === 'APPROVED'
          ? adminMessages.adminWallet.approved
          : adminMessages.adminWallet.denied,
      );
      setPending(null);
    } catch (error) {
      notify.error(resolveRequestErrorMessage(error));
      setPending(null);
    }
  };

  const list = requests.data ?? [];
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="requests-title" className="text-xl font-extrabold text-ink">
            {t('nav.walletRequests')}
          </h1>
          <p className="text-sm text-ink-muted">
            {requests.isSuccess
              ? t('requests.shown', { count: list.length })
              : t('requests.subtitle')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void requests.refetch()}
          icon={<RefreshCw aria-hidden className="size-4" />}
          isLoading={requests.isFetching && !requests.isPending}
        >
          {t('common.refresh')}
        </Button>
      </div>

      <div className="flex flex-wrap gap-3" role="group" aria-label={t('common.filters')}>
        <FilterSelect
          label={t('common.type')}
          value={type}
          options={TYPE_OPTIONS.map((o) => ({ ...o, label: t(`requests.types.${o.value}`) }))}
          onChange={(v) => setFilter({ type: v })}
        />
        <FilterSelect
          label={t('common.status')}
          value={status}
          options={STATUS_OPTIONS.map((o) => ({ ...o, label: t(`requests.statuses.${o.value}`) }))}
          onChange={(v) => setFilter({ status: v })}
        />
      </div>

      {requests.isPending ? (
        <RequestsSkeleton />
      ) : requests.isError ? (
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('requests.loadFailed')}
            description={dataErrorMessage(requests.error, 'wallet')}
            action={
              <Button fullWidth onClick={() => void requests.refetch()}>
                {t('common.tryAgain')}
              </Button>
            }
          />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Inbox aria-hidden className="size-8" />}
            title={status === 'PENDING' ? t('requests.none') : t('requests.noMatch')}
            description={status === 'PENDING' ? t('requests.noneText') : t('requests.noMatchText')}
          />
        </Card>
      ) : (
        <ul aria-label={t('requests.list')} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {list.map((request) => (
            <li key={request.id}>
              <WalletRequestCard
                request={request}
                onAction={(action) => setPending({ request, action })}
              />
            </li>
          ))}
        </ul>
      )}

      <ResolveDialog
        key={pending ? `${pending.request.id}-${pending.action}` : 'none'}
        pending={pending}
        isPending={resolve.isPending}
        onConfirm={(note) => void confirm(note)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

function RequestsSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <ul
      aria-busy
      aria-label={t('requests.loading')}
      className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i}>
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex gap-3">
              <Skeleton shape="circle" className="size-10" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-4 w-40" />
              </div>
              <Skeleton className="h-6 w-20" />
            </div>
            <Skeleton className="h-10 w-full" />
            <div className="grid grid-cols-2 gap-2">
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
