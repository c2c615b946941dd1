/**
 * Auction registration (spec 001 §2 "Registration"): its own lazy chunk, so the form library
 * (react-hook-form, resolvers) loads only here, not with the auction detail.
 */
import { useTranslation } from 'react-i18next';
import { CloudOff, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import { dataErrorMessage } from '@/lib/messages/common';
import { auctionMessages } from '@/lib/messages/auctions';
import { useAuction } from '@/features/auctions/api/get-auction';
import { RegistrationForm } from '@/features/registration/components/registration-form';

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
        <SkeletonGroup label={t('auctions:detail.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-13 w-full" />
        </SkeletonGroup>
      )}
    </div>
  );
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
        title={isMissing ? auctionMessages.auctions.notFound : t('detail.loadFailed')}
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
