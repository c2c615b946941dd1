import { useTranslation } from 'react-i18next';
import { CircleAlert, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { dataErrorMessage } from '@/lib/messages/common';
import { useMoneyMode } from '@/lib/money-mode';
import { useProfile } from '@/features/profile/api/get-profile';
import { AvatarUpload } from '@/features/profile/components/avatar-upload';
import { CompletionBadge } from '@/features/profile/components/completion-badge';
import { KycDocuments } from '@/features/profile/components/kyc-documents';
import { PhoneCard } from '@/features/profile/components/phone-card';
import { UpiForm } from '@/features/profile/components/upi-form';

/** My Profile (spec 001 §2): picture, name, e-mail, completion, phone, KYC, UPI and Logout. */
export function ProfileScreen({ onLogout }: { onLogout: () => void }) {
  const profile = useProfile();
  const { t } = useTranslation('profile');
  const isPlay = useMoneyMode() === 'play';

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <div className="w-full px-4 py-6 lg:mx-auto lg:max-w-xl">
        <Card>
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('loadFailed')}
            description={dataErrorMessage(profile.error, 'other')}
            action={
              <Button
                fullWidth
                onClick={() => void profile.refetch()}
                isLoading={profile.isFetching}
              >
                {t('retry')}
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  const { user } = profile.data;
  const info = user.wallet.paymentInfo;
  return (
    // From 1024 px two columns: who, phone and Logout | KYC documents and UPI.
    <div className="flex flex-1 flex-col gap-4 px-4 py-5 lg:grid lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:content-start lg:items-start lg:gap-6 lg:px-6">
      <div className="flex flex-col gap-4 lg:gap-6">
        <section className="theme-dark bg-hero flex flex-col items-center gap-3 rounded-3xl px-5 py-6 text-center text-white shadow-card">
          <AvatarUpload imageUrl={user.imageUrl} username={user.username} />
          <div className="min-w-0">
            <h1 className="truncate text-xl font-extrabold">{user.username}</h1>
            <p className="truncate text-sm text-night-200">{user.email}</p>
          </div>
          <CompletionBadge isCompleted={info.profileCompleted} />
        </section>
        <PhoneCard mobile={info.mobileNumber} />
      </div>
      <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:gap-6">
        {/* Play money is never withdrawn: no documents to ask for. */}
        {isPlay ? null : <KycDocuments info={info} />}
        <UpiForm current={info.upiId} />
      </div>

      <Button
        variant="secondary"
        size="lg"
        onClick={onLogout}
        className="text-danger-600 hover:bg-danger-50 lg:col-start-1 lg:row-start-2"
        icon={<LogOut aria-hidden className="size-5" />}
      >
        {t('logout')}
      </Button>
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <SkeletonGroup
      label={t('loading')}
      className="flex w-full flex-1 flex-col gap-4 px-4 py-5 lg:mx-auto lg:max-w-2xl"
    >
      <div className="bg-hero flex flex-col items-center gap-3 rounded-3xl px-5 py-6">
        <Skeleton shape="circle" className="size-24 bg-night-700" />
        <Skeleton className="h-11 w-36 bg-night-700" />
        <Skeleton className="h-7 w-40 bg-night-700" />
        <Skeleton className="h-5 w-52 bg-night-700" />
        <Skeleton className="h-5 w-24 bg-night-700" />
      </div>
      <Skeleton className="h-52 rounded-2xl" />
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-44 rounded-2xl" />
    </SkeletonGroup>
  );
}
