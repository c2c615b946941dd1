// Admin auction screens (list + detail) and the content editor: their own lazy chunk inside /admin.
import { useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { AdminAuctionDetail } from '@/features/admin/auctions/components/admin-auction-detail';
import { AdminAuctionsScreen } from '@/features/admin/auctions/components/auctions-screen';
import { ContentEditorScreen } from '@/features/admin/content/components/content-editor';

export function AdminAuctionsRoute() {
  usePageTitle('Auctions · Admin');
  return <AdminAuctionsScreen />;
}

export function AdminAuctionDetailRoute() {
  usePageTitle('Auction · Admin');
  const { auctionId = '' } = useParams();
  return <AdminAuctionDetail key={auctionId} auctionId={auctionId} />;
}

export function AdminContentRoute() {
  usePageTitle('Content · Admin');
  return <ContentEditorScreen />;
}
