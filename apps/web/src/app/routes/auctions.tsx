/**
 * The auction screens (spec 001 §2): detail, registration success and My Auctions; one lazy chunk.
 * They compose the auctions and registration features. The registration form is a chunk of its own
 * (register.tsx), so its form library is not downloaded with the detail.
 */
import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import { useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { tourDemoAuction, useIsTourOpen } from '@/lib/tour';
import { useAuction } from '@/features/auctions/api/get-auction';
import { AuctionDetail } from '@/features/auctions/components/auction-detail';
import { MyAuctions } from '@/features/auctions/components/my-auctions';
import { RegistrationSuccess } from '@/features/registration/components/registration-success';

export function AuctionDetailRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const isTourOpen = useIsTourOpen();
  const demo = useMemo(() => (isTourOpen ? tourDemoAuction() : undefined), [isTourOpen]);
  const passed = (location.state as { auction?: AuctionView } | null)?.auction;
  return <AuctionDetail key={id} auctionId={id} placeholder={passed} demo={demo} />;
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
