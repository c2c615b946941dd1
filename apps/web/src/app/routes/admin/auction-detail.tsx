// One auction in the admin panel (settings, pool, teams): its own lazy chunk inside /admin.
import { useParams } from 'react-router';
import { useAdminPageTitle } from '@/features/admin/hooks/use-admin-page-title';
import { AdminAuctionDetail } from '@/features/admin/auctions/components/admin-auction-detail';

export function AdminAuctionDetailRoute() {
  useAdminPageTitle('title.auction');
  const { auctionId = '' } = useParams();
  return <AdminAuctionDetail key={auctionId} auctionId={auctionId} />;
}
