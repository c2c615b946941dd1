// One auction in the admin panel (settings, pool, teams): its own lazy chunk inside /admin.
import { useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { AdminAuctionDetail } from '@/features/admin/auctions/components/admin-auction-detail';

export function AdminAuctionDetailRoute() {
  usePageTitle('Auction · Admin');
  const { auctionId = '' } = useParams();
  return <AdminAuctionDetail key={auctionId} auctionId={auctionId} />;
}
