// /bidhistory: the user's bids across auctions (lazy chunk).
import { usePageTitle } from '@/hooks/use-page-title';
import { BidHistoryScreen } from '@/features/bid-history/components/bid-history-screen';

export function BidHistoryRoute() {
  usePageTitle('Bid history');
  return <BidHistoryScreen />;
}
