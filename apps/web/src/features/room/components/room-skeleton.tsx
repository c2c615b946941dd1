import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';

/** The live view's shape while the room state is on its way (no layout shift when it lands). */
export function RoomSkeleton() {
  const { t } = useTranslation('room');
  return (
    <SkeletonGroup label={t('loading')} className="flex flex-1 flex-col gap-3 px-4 pt-3">
      <div className="flex items-center gap-4 rounded-3xl border border-night-700 bg-night-900/80 p-4">
        <Skeleton className="size-20 rounded-2xl bg-night-700" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3 w-24 bg-night-700" />
          <Skeleton className="h-6 w-40 bg-night-700" />
          <Skeleton className="h-4 w-32 bg-night-700" />
        </div>
      </div>
      <Skeleton className="h-28 w-full rounded-2xl bg-night-800" />
      <Skeleton className="h-20 w-full rounded-2xl bg-night-800" />
      <Skeleton className="h-14 w-full rounded-2xl bg-night-800" />
    </SkeletonGroup>
  );
}
