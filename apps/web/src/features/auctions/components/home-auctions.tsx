/**
 * Home's auctions (spec 001 §2 "Home"): the LIVE carousel and the Scheduled / Completed tabs with a
 * date range. While the tour is open a demo LIVE auction replaces the real ones and cards do not open.
 */
import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import { CalendarX2, CloudOff, Radio } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { tabId, tabPanelId, Tabs } from '@/components/ui/tabs';
import { useAuctions } from '@/features/auctions/api/get-auctions';
import { AuctionList, AuctionListSkeleton } from '@/features/auctions/components/auction-list';
import { DateRangeField } from '@/features/auctions/components/date-range-field';
import {
  auctionsInRange,
  defaultRange,
  liveAuctions,
  type HomeTab,
} from '@/features/auctions/home-filters';
import type { DayRange } from '@/lib/india-range';
import { loadFailedText } from '@/lib/messages/common';
import { auctionMessages } from '@/lib/messages/auctions';
import { tourDemoAuction, useIsTourOpen } from '@/lib/tour';

const LiveCarousel = lazy(() => import('@/features/auctions/components/live-carousel'));

export function HomeAuctions() {
  const isTourOpen = useIsTourOpen();
  const query = useAuctions();
  // Built when the tour opens, not on every visit to Home (it makes a time-zone formatter).
  const demo = useMemo(() => (isTourOpen ? [tourDemoAuction()] : null), [isTourOpen]);
  const auctions: readonly AuctionView[] | undefined = demo ?? query.data;
  const isLoading = !isTourOpen && query.isPending;
  const { t } = useTranslation(['auctions', 'common']);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="live-title" data-tour="live">
        <div className="mb-3 flex items-center gap-2">
          <Radio aria-hidden className="size-5 text-success-600" />
          <h2 id="live-title" className="text-lg font-extrabold text-ink">
            {t('home.liveNow')}
          </h2>
        </div>
        {isLoading ? (
          <CarouselSkeleton />
        ) : (
          <LiveSection
            auctions={auctions ?? []}
            isInteractive={!isTourOpen}
            isError={!auctions && query.isError}
          />
        )}
      </section>

      <TabbedAuctions
        auctions={auctions}
        isLoading={isLoading}
        isError={!auctions && query.isError}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        isInteractive={!isTourOpen}
      />
    </div>
  );
}

function LiveSection({
  auctions,
  isInteractive,
  isError,
}: {
  auctions: readonly AuctionView[];
  isInteractive: boolean;
  isError: boolean;
}) {
  const live = useMemo(() => liveAuctions(auctions), [auctions]);
  const { t } = useTranslation(['auctions', 'common']);
  if (isError) return null;
  if (live.length === 0) {
    return (
      <Card className="flex items-center gap-3 px-4 py-4 text-sm text-ink-muted">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface text-night-600">
          <Radio aria-hidden className="size-5" />
        </span>
        {t('home.noneLive')}
      </Card>
    );
  }
  return (
    <Suspense fallback={<CarouselSkeleton />}>
      <LiveCarousel auctions={live} isInteractive={isInteractive} />
    </Suspense>
  );
}

function CarouselSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-3xl bg-card shadow-card">
      <Skeleton className="aspect-[16/8] w-full rounded-none" />
      <div className="flex flex-col gap-2 px-4 py-4">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-3 w-40" />
        <Skeleton className="mt-1 h-12 w-full" />
      </div>
    </div>
  );
}

function TabbedAuctions({
  auctions,
  isLoading,
  isError,
  error,
  onRetry,
  isRetrying,
  isInteractive,
}: {
  auctions: readonly AuctionView[] | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  isInteractive: boolean;
}) {
  const { t } = useTranslation(['auctions', 'common']);
  const tabs = [
    { id: 'scheduled', label: t('home.scheduled') },
    { id: 'completed', label: t('home.completed') },
  ] as const;
  const [tab, setTab] = useState<HomeTab>('scheduled');
  const [defaults] = useState(() => ({
    scheduled: defaultRange('scheduled'),
    completed: defaultRange('completed'),
  }));
  const [ranges, setRanges] = useState<Record<HomeTab, DayRange>>(defaults);
  const range = ranges[tab];
  const shown = useMemo(
    () => (auctions ? auctionsInRange(auctions, tab, range) : []),
    [auctions, tab, range],
  );

  return (
    <section
      aria-label={t('home.sectionLabel')}
      data-tour="auction-tabs"
      className="flex flex-col gap-3"
    >
      <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('home.tabsLabel')} idPrefix="home" />
      <div
        role="tabpanel"
        id={tabPanelId('home', tab)}
        aria-labelledby={tabId('home', tab)}
        className="flex flex-col gap-3"
      >
        <DateRangeField
          value={range}
          onChange={(next) => setRanges((r) => ({ ...r, [tab]: next }))}
          defaultValue={defaults[tab]}
          defaultLabel={tab === 'scheduled' ? t('home.next14') : t('home.last14')}
        />
        {isLoading ? (
          <AuctionListSkeleton />
        ) : isError ? (
          <Card>
            <EmptyState
              icon={<CloudOff aria-hidden className="size-8" />}
              title={t('home.loadFailed')}
              description={loadFailedText(error, auctionMessages.auctions.listFailed)}
              action={
                <Button fullWidth onClick={onRetry} isLoading={isRetrying}>
                  {t('common:actions.retry')}
                </Button>
              }
            />
          </Card>
        ) : shown.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-8 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-gold-50 text-gold-700">
              <CalendarX2 aria-hidden className="size-7" />
            </span>
            <p className="max-w-xs text-sm font-medium text-ink-muted">
              {auctionMessages.auctions.emptyList(tab)}
            </p>
          </Card>
        ) : (
          <AuctionList
            auctions={shown}
            isInteractive={isInteractive}
            label={tab === 'scheduled' ? t('home.scheduledList') : t('home.completedList')}
          />
        )}
      </div>
    </section>
  );
}
