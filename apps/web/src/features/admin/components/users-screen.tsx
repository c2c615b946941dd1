import type { UserProfile } from '@bidxi/protocol';
import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import { RefreshCw, Search, ShieldAlert, UserRoundX, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/ui/modal';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton';
import { formatIndiaDate } from '@/lib/india-time';
import { dataErrorMessage } from '@/lib/messages/common';
import { adminMessages } from '@/lib/messages/admin';
import { notify } from '@/lib/notify';
import { useBanUnbanUser } from '@/features/admin/api/ban-unban-user';
import { filterUsers, useUsers } from '@/features/admin/api/get-users';
import { UserProfileDrawer } from '@/features/admin/components/user-profile-drawer';

/** '12 players registered · 1 banned': players only (admins are users too, but not players). */
function playerCounts(all: readonly UserProfile[], t: TFunction<'admin'>): string {
  const players = all.filter((u) => u.role === 'USER');
  const banned = players.filter((u) => u.banned).length;
  return t('users.counts', { players: t('users.players', { count: players.length }), banned });
}

export function UsersScreen() {
  const { t } = useTranslation('admin');
  const users = useUsers();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [pending, setPending] = useState<UserProfile | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const banUnban = useBanUnbanUser();

  const confirm = async () => {
    if (!pending) return;
    try {
      const { user } = await banUnban.mutateAsync(pending.id);
      notify.success(
        user.banned
          ? adminMessages.admin.banned(pending.username)
          : adminMessages.admin.unbanned(pending.username),
      );
    } catch {
      notify.error(adminMessages.admin.banFailed);
    } finally {
      setPending(null);
    }
  };

  const all = users.data?.users ?? [];
  const shown = filterUsers(all, deferredSearch);

  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="users-title" className="text-xl font-extrabold text-ink">
            {t('nav.users')}
          </h1>
          <p className="text-sm text-ink-muted">
            {users.isSuccess ? playerCounts(all, t) : t('users.subtitle')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void users.refetch()}
          icon={<RefreshCw aria-hidden className="size-4" />}
          isLoading={users.isFetching && !users.isPending}
        >
          {t('common.refresh')}
        </Button>
      </div>

      <TextField
        label={t('users.search')}
        hideLabel
        type="search"
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        leading={<Search aria-hidden className="size-5" />}
        className="max-w-md"
      />

      {users.isPending ? (
        <UsersSkeleton />
      ) : users.isError ? (
        <Card>
          <EmptyState
            icon={<ShieldAlert aria-hidden className="size-8" />}
            title={t('users.loadFailed')}
            description={dataErrorMessage(users.error, 'other')}
            action={
              <Button fullWidth onClick={() => void users.refetch()}>
                {t('common.tryAgain')}
              </Button>
            }
          />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={
              all.length === 0 ? (
                <Users aria-hidden className="size-8" />
              ) : (
                <UserRoundX aria-hidden className="size-8" />
              )
            }
            title={all.length === 0 ? t('users.none') : t('users.noMatch')}
            description={
              all.length === 0
                ? t('users.noneText')
                : t('users.noMatchText', { search: deferredSearch.trim() })
            }
            action={
              all.length === 0 ? undefined : (
                <Button variant="secondary" fullWidth onClick={() => setSearch('')}>
                  {t('users.clearSearch')}
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-line" aria-label={t('nav.users')}>
            {shown.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                onToggleBan={() => setPending(user)}
                onView={() => setViewing(user.id)}
              />
            ))}
          </ul>
        </Card>
      )}

      <UserProfileDrawer userId={viewing} onClose={() => setViewing(null)} />

      <ConfirmDialog
        isOpen={pending !== null}
        title={
          pending?.banned
            ? t('users.unbanTitle', { name: pending.username })
            : t('users.banTitle', { name: pending?.username ?? '' })
        }
        description={pending?.banned ? t('users.unbanText') : t('users.banText')}
        confirmLabel={pending?.banned ? t('users.unban') : t('users.banUser')}
        confirmVariant={pending?.banned ? 'primary' : 'danger'}
        isPending={banUnban.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

function UserRow({
  user,
  onToggleBan,
  onView,
}: {
  user: UserProfile;
  onToggleBan: () => void;
  onView: () => void;
}) {
  const isAdmin = user.role === 'ADMIN';
  const { t } = useTranslation('admin');
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 lg:px-5">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-night-800 text-sm font-bold text-gold-300"
        >
          {initials(user.username)}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span className="truncate">{user.username}</span>
            {isAdmin ? <Badge tone="night">{t('common.admin')}</Badge> : null}
            {user.banned ? (
              <Badge tone="danger">{t('common.banned')}</Badge>
            ) : (
              <Badge>{t('common.active')}</Badge>
            )}
          </p>
          <p className="truncate text-sm text-ink-muted">{user.email}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p className="text-xs text-ink-subtle sm:w-32 sm:text-right">
          {t('users.joinedOn', { date: formatIndiaDate(user.createdAt) })}
          {user.mobileNumber ? <span className="block num">+91 {user.mobileNumber}</span> : null}
        </p>
        <Button
          size="sm"
          variant="ghost"
          onClick={onView}
          className="ml-auto sm:ml-0"
          aria-label={t('users.viewLabel', { name: user.username })}
        >
          {t('users.view')}
        </Button>
        {isAdmin ? (
          <span className="w-24 text-center text-xs text-ink-subtle">—</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={onToggleBan}
            className={clsx('w-24', !user.banned && 'text-danger-600 hover:bg-danger-50')}
            aria-label={
              user.banned
                ? t('users.unbanLabel', { name: user.username })
                : t('users.banLabel', { name: user.username })
            }
          >
            {user.banned ? t('users.unban') : t('users.ban')}
          </Button>
        )}
      </div>
    </li>
  );
}

function UsersSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <LoadingStatus label={t('users.loading')} />
      <ul className="divide-y divide-line">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="flex items-center gap-3 px-4 py-4 lg:px-5">
            <Skeleton shape="circle" className="size-10" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="h-11 w-24" />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}
