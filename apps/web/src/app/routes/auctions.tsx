/**
 * The auction screens (spec 001 §2): detail, registration, success and My Auctions; one lazy chunk.
 * They compose the auctions and registration features.
 */
import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import { CloudOff, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import { dataErrorMessage, Messages } from '@/lib/messages';
import { tourDemoAuction, useIsTourOpen } from '@/lib/tour';
import { useAuction } from '@/features/auctions/api/get-auction';
import { AuctionDetail } from '@/features/auctions/components/auction-detail';
import { MyAuctions } from '@/features/auctions/components/my-auctions';
import { RegistrationForm } from '@/features/registration/components/registration-form';
import { RegistrationSuccess } from '@/features/registration/components/registration-success';

export function AuctionDetailRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const isTourOpen = useIsTourOpen();
  const [demo] = useState(() => tourDemoAuction());
  const passed = (location.state as { auction?: AuctionView } | null)?.auction;
  return (
    <AuctionDetail
      key={id}
      auctionId={id}
      placeholder={passed}
      demo={isTourOpen ? demo : undefined}
    />
  );
}

export function RegisterRoute() {
  const { t } = useTranslation(['registration', 'auctions']);
  usePageTitle(t('form'));
  const { id = '' } = useParams();
  const query = useAuction(id);
  const auction = query.data;
  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <div>
        <h1 className="text-xl font-extrabold text-ink">{t('form')}</h1>
        {auction ? (
          <p className="mt-0.5 text-sm break-words text-ink-muted">{auction.title}</p>
        ) : null}
      </div>
      {auction ? (
        <RegistrationForm auction={auction} />
      ) : query.isError ? (
        <AuctionLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div
          aria-busy="true"
          aria-label={t('auctions:detail.loading')}
          className="flex flex-col gap-4"
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-13 w-full" />
        </div>
      )}
    </div>
  );
}

export function SuccessRegisterRoute() {
  const { t } = useTranslation(['registration', 'common']);
  usePageTitle(t('success.title'));
  const [params] = useSearchParams();
  const id = params.get('auctionId') ?? '';
  const query = useAuction(id);
  // Spec 001 §2 "Success": a missing auction goes to /home.
  if (!id || query.isError) return <Navigate to="/home" replace />;
  if (!query.data) {
    return (
      <div className="flex flex-1 items-center justify-center py-24 text-night-600">
        <Spinner className="size-8" label={t('common:loading')} />
      </div>
    );
  }
  return <RegistrationSuccess auction={query.data} />;
}

export function MyAuctionsRoute() {
  const { t } = useTranslation('auctions');
  usePageTitle(t('mine.title'));
  return <MyAuctions />;
}

function AuctionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isMissing = error instanceof ApiRequestError && error.httpStatus === 404;
  const { t } = useTranslation(['auctions', 'common']);
  return (
    <Card>
      <EmptyState
        icon={
          isMissing ? (
            <SearchX aria-hidden className="size-8" />
          ) : (
            <CloudOff aria-hidden className="size-8" />
          )
        }
        title={isMissing ? Messages.auctions.notFound : t('detail.loadFailed')}
        description={isMissing ? t('detail.missing') : dataErrorMessage(error, 'auction')}
        action={
          isMissing ? (
            <ButtonLink to="/home" fullWidth>
              {t('common:actions.goHome')}
            </ButtonLink>
          ) : (
            <Button fullWidth onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          )
        }
      />
    </Card>
  );
}
