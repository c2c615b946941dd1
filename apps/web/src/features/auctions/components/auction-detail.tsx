/**
 * Auction detail (spec 001 §2 "Auction detail"): works from a pasted link or a reload (fetched by id;
 * the tapped card paints first). The registration check runs on every visit.
 */
import { Trans, useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import { CalendarClock, CloudOff, Download, PlayCircle, SearchX } from 'lucide-react';
import { ApiRequestError } from '@/lib/api-client';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePdfDownload } from '@/hooks/use-pdf-download';
import { useAuction } from '@/features/auctions/api/get-auction';
import { useRegistrationCheck } from '@/features/auctions/api/validate-registration';
import { AuctionImage } from '@/features/auctions/components/auction-image';
import { RegistrationAction } from '@/features/auctions/components/registration-action';
import { AuctionStatusBadge, DemoBadge } from '@/features/auctions/components/status-badge';
import {
  toRegistrationState,
  type RegistrationState,
} from '@/features/auctions/registration-state';
import { howToPlayPdfPath } from '@/lib/how-to-play-pdf';
import { formatIndiaDateTime } from '@/lib/india-time';
import { currentLanguage } from '@/i18n/i18n';
import { dataErrorMessage } from '@/lib/messages/common';
import { auctionMessages } from '@/lib/messages/auctions';
import { formatCroreAmount, formatRupeeAmount } from '@/lib/money';
import { TOUR_DEMO_AUCTION_ID, TOUR_REGISTER_STEP, useTourStep } from '@/lib/tour';
import { useSession } from '@/stores/session';

export function AuctionDetail({
  auctionId,
  placeholder,
  demo,
}: {
  auctionId: string;
  placeholder?: AuctionView | undefined;
  /** The tour's demo auction, shown instead of fetching while the tour is open. */
  demo?: AuctionView | undefined;
}) {
  const userId = useSession((s) => s.userId) ?? '';
  const tourStep = useTourStep();
  const isDemo = demo !== undefined && auctionId === TOUR_DEMO_AUCTION_ID;
  const query = useAuction(auctionId, { placeholder, enabled: !isDemo });
  const check = useRegistrationCheck(auctionId, !isDemo);
  const auction = isDemo ? demo : query.data;
  const { t } = useTranslation(['auctions', 'common']);
  usePageTitle(auction?.title ?? t('detail.title'));

  if (!auction) {
    if (query.isError) {
      const isMissing = query.error instanceof ApiRequestError && query.error.httpStatus === 404;
      return (
        <div className="w-full px-4 py-6 lg:mx-auto lg:max-w-xl">
          <Card>
            <EmptyState
              icon={
                isMissing ? (
                  <SearchX aria-hidden className="size-8" />
                ) : (
                  <CloudOff aria-hidden className="size-8" />
                )
              }
              title={isMissing ? auctionMessages.auctions.notFound : t('detail.loadFailed')}
              description={
                isMissing ? t('detail.missing') : dataErrorMessage(query.error, 'auction')
              }
              action={
                isMissing ? (
                  <ButtonLink to="/home" fullWidth>
                    {t('common:actions.goHome')}
                  </ButtonLink>
                ) : (
                  <Button fullWidth onClick={() => void query.refetch()}>
                    {t('common:actions.retry')}
                  </Button>
                )
              }
            />
          </Card>
        </div>
      );
    }
    return <AuctionDetailSkeleton />;
  }

  // Spec 001 §4 "Tour": at step 2 the registration state is forced to not_registered.
  const state: RegistrationState | null =
    tourStep === TOUR_REGISTER_STEP || isDemo
      ? 'not_registered'
      : check.isError
        ? 'error'
        : check.data
          ? toRegistrationState(check.data.status)
          : null;

  return (
    // From 1024 px two columns: the picture and key facts on the left; on the right
    // the registration action first (in view without scrolling), then the description and the PDF.
    <article
      className="flex flex-1 flex-col lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:content-start lg:gap-x-8 lg:px-6 lg:pt-6 lg:pb-8"
      aria-labelledby="auction-title"
    >
      <div className="flex flex-col gap-4 px-4 pt-4 lg:row-span-2 lg:px-0 lg:pt-0">
        <div className="relative overflow-hidden rounded-3xl shadow-card">
          <AuctionImage
            src={auction.imageUrl}
            className="aspect-video w-full"
            iconClassName="size-16"
          />
          <div className="absolute top-3 left-3 flex gap-2">
            <AuctionStatusBadge status={auction.status} className="bg-card/95" />
            {auction.isDemo ? <DemoBadge /> : null}
          </div>
        </div>

        <div>
          <h1 id="auction-title" className="text-xl font-extrabold break-words text-ink">
            {auction.title}
          </h1>
          {auction.ytLink ? (
            <a
              href={auction.ytLink}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-night-700 underline-offset-4 hover:underline"
            >
              <PlayCircle aria-hidden className="size-5 text-danger-600" />
              {t('detail.watch')}
              <span className="sr-only">{t('detail.newTab')}</span>
            </a>
          ) : null}
        </div>

        <Card className="p-4" data-tour="auction-facts">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink">
            <CalendarClock aria-hidden className="size-5 text-night-600" />
            <span>
              <Trans
                t={t}
                i18nKey="detail.starts"
                values={{ time: formatIndiaDateTime(auction.startsAt) }}
                components={{ 1: <span className="num" /> }}
              />
            </span>
          </p>
          <ul className="mt-3 grid grid-cols-1 gap-2 text-sm">
            <li className="rounded-xl bg-surface px-3 py-2 font-medium text-ink">
              {auctionMessages.auctions.minDuration}
            </li>
            <li className="num rounded-xl bg-surface px-3 py-2 font-medium text-ink">
              {auctionMessages.auctions.minWallet(formatCroreAmount(auction.budgetLimit))}
              <span className="block text-xs font-normal text-ink-muted">
                {auctionMessages.auctions.minWalletHint}
              </span>
            </li>
          </ul>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div className="rounded-xl border border-gold-300 bg-gold-50 px-3 py-2">
              <dt className="text-xs font-semibold text-gold-700">{t('detail.fee')}</dt>
              <dd className="num text-lg font-extrabold text-ink">
                {formatRupeeAmount(auction.registrationFee)}
              </dd>
            </div>
            <div className="rounded-xl border border-line px-3 py-2">
              <dt className="text-xs font-semibold text-ink-muted">{t('detail.teams')}</dt>
              <dd className="num text-lg font-extrabold text-ink">{auction.teamCount}</dd>
            </div>
          </dl>
        </Card>
      </div>

      <div className="flex flex-col gap-4 px-4 pt-4 lg:col-start-2 lg:row-start-2 lg:px-0">
        {auction.description ? (
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-base font-bold text-ink">
              {t('detail.about')}
            </h2>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">{auction.description}</p>
          </section>
        ) : null}

        <PdfButton auctionId={auction.id} isDemo={isDemo} />
      </div>

      <div
        className="sticky bottom-0 mt-auto bg-linear-to-t from-surface via-surface to-surface/0 px-4 pt-6 pb-safe-4 lg:static lg:col-start-2 lg:row-start-1 lg:mt-0 lg:rounded-3xl lg:bg-card lg:bg-none lg:p-4 lg:shadow-card"
        data-tour="register-action"
        data-testid="register-action"
      >
        <RegistrationAction
          auction={auction}
          state={state}
          check={check.data}
          checkedAt={check.dataUpdatedAt || check.errorUpdatedAt}
          isChecking={!isDemo && tourStep !== TOUR_REGISTER_STEP && check.isFetching}
          isDemo={isDemo}
          userId={userId}
          onRetry={() => void check.refetch()}
        />
      </div>
    </article>
  );
}

function PdfButton({ auctionId, isDemo }: { auctionId: string; isDemo: boolean }) {
  const { t } = useTranslation(['auctions', 'common']);
  // useTranslation re-renders on a language change, so the link follows the current language.
  const url = `/api${howToPlayPdfPath(isDemo ? null : auctionId, currentLanguage())}`;
  const { download, isDownloading } = usePdfDownload(url, 'bidxi-how-to-play.pdf');
  return (
    <Button
      variant="secondary"
      fullWidth
      onClick={() => void download()}
      isLoading={isDownloading}
      icon={<Download aria-hidden className="size-5" />}
    >
      {t('detail.pdf')}
    </Button>
  );
}

function AuctionDetailSkeleton() {
  const { t } = useTranslation(['auctions', 'common']);
  return (
    <SkeletonGroup
      label={t('detail.loading')}
      className="flex w-full flex-col gap-4 px-4 pt-4 lg:max-w-2xl lg:px-6 lg:pt-6"
    >
      <Skeleton className="aspect-video w-full rounded-3xl" />
      <Skeleton className="h-7 w-56" />
      <Card className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      </Card>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="mt-4 h-13 w-full" />
    </SkeletonGroup>
  );
}
