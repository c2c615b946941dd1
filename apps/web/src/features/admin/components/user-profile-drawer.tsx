import { CircleAlert, History, ReceiptIndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { formatMobile, formatRupees } from '@/lib/format';
import { formatIndiaDate } from '@/lib/india-time';
import { dataErrorMessage } from '@/lib/messages/common';
import { profileMessages } from '@/lib/messages/profile';
import { useUserDetail, useUserWallet } from '@/features/admin/api/get-user-detail';
import { KycSlot } from '@/features/admin/components/kyc-slot';
import { UserGamingRows } from '@/features/admin/components/user-gaming-rows';

/** Admin: one user's profile, wallet, payment info and KYC images (fetched with the admin token). */
export function UserProfileDrawer({
  userId,
  onClose,
}: {
  userId: string | null;
  onClose: () => void;
}) {
  const detail = useUserDetail(userId);
  const wallet = useUserWallet(userId);
  const user = detail.data?.user;
  const info = user?.wallet.paymentInfo;
  const { t } = useTranslation('admin');

  return (
    <Sheet isOpen={userId !== null} onClose={onClose} title={t('drawer.title')} side="right">
      <div className="flex flex-col gap-5 px-4 pb-safe-4">
        {detail.isPending ? (
          <DrawerSkeleton />
        ) : detail.isError ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-danger-50 p-3 text-sm text-danger-700"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {dataErrorMessage(detail.error, 'other')}
          </p>
        ) : user && info ? (
          <>
            <div className="flex items-center gap-3">
              {user.imageUrl ? (
                <img src={user.imageUrl} alt="" className="size-14 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="flex size-14 items-center justify-center rounded-full bg-night-800 text-lg font-bold text-gold-300"
                >
                  {user.username.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="min-w-0">
                <p className="truncate text-lg font-bold text-ink">{user.username}</p>
                <p className="truncate text-sm text-ink-muted">{user.email}</p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {user.role === 'ADMIN' ? <Badge tone="night">{t('common.admin')}</Badge> : null}
                  {user.banned ? (
                    <Badge tone="danger">{t('common.banned')}</Badge>
                  ) : (
                    <Badge>{t('common.active')}</Badge>
                  )}
                  <Badge tone={info.profileCompleted ? 'success' : 'gold'}>
                    {info.profileCompleted
                      ? profileMessages.profile.completed
                      : profileMessages.profile.notCompleted}
                  </Badge>
                </div>
              </div>
            </div>

            <Section title={t('drawer.wallet')}>
              {wallet.data ? (
                <dl className="grid grid-cols-3 gap-2 text-center">
                  <Stat
                    label={t('drawer.balance')}
                    value={formatRupees(wallet.data.balancePaise)}
                  />
                  <Stat
                    label={t('drawer.available')}
                    value={formatRupees(wallet.data.availablePaise)}
                  />
                  <Stat label={t('drawer.onHold')} value={formatRupees(wallet.data.heldPaise)} />
                </dl>
              ) : wallet.isError ? (
                <p className="text-sm text-ink-muted">{dataErrorMessage(wallet.error, 'wallet')}</p>
              ) : (
                <Skeleton className="h-14 w-full" />
              )}
            </Section>

            <Section title={t('drawer.paymentInfo')}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-ink-muted">{t('common.mobile')}</dt>
                <dd className="num font-semibold text-ink">
                  {info.mobileNumber ? formatMobile(info.mobileNumber) : t('common.notVerified')}
                </dd>
                <dt className="text-ink-muted">{t('common.upiId')}</dt>
                <dd className="font-semibold break-all text-ink">
                  {info.upiId ?? t('common.notSet')}
                </dd>
                <dt className="text-ink-muted">{t('drawer.joined')}</dt>
                <dd className="text-ink">{formatIndiaDate(user.createdAt)}</dd>
                <UserGamingRows user={user} nowMs={detail.dataUpdatedAt} />
              </dl>
            </Section>

            <Section title={t('drawer.kyc')}>
              <div className="grid grid-cols-2 gap-2">
                <KycSlot name={t('common.aadhaar')} url={info.aadharCardUrl} who={user.username} />
                <KycSlot name={t('common.pan')} url={info.panCardUrl} who={user.username} />
              </div>
            </Section>

            <ButtonLink
              to={`/admin/transactions?userId=${encodeURIComponent(user.id)}`}
              variant="secondary"
              fullWidth
              onClick={onClose}
              icon={<ReceiptIndianRupee aria-hidden className="size-5" />}
            >
              {t('drawer.transactions')}
            </ButtonLink>
            <ButtonLink
              to={`/admin/actions?targetType=USER&targetId=${encodeURIComponent(user.id)}`}
              variant="ghost"
              fullWidth
              onClick={onClose}
              icon={<History aria-hidden className="size-5" />}
            >
              {t('drawer.actions')}
            </ButtonLink>
          </>
        ) : null}
      </div>
    </Sheet>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-xs font-bold tracking-wider text-ink-subtle uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface px-1 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="num text-sm font-bold text-ink">{value}</dd>
    </div>
  );
}

function DrawerSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <SkeletonGroup label={t('drawer.loading')} className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-14" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-44" />
        </div>
      </div>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-28 w-full" />
    </SkeletonGroup>
  );
}
