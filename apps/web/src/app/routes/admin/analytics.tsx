/**
 * Admin analytics and an auction's results: a lazy chunk of their own (papaparse here; recharts is a
 * further lazy chunk inside the dashboard), loaded only when an admin opens them.
 */
import { useParams } from 'react-router';
import { useAdminPageTitle } from '@/features/admin/hooks/use-admin-page-title';
import { AnalyticsDashboard } from '@/features/admin/analytics/components/analytics-dashboard';
import { AuctionResultsScreen } from '@/features/admin/analytics/components/auction-results-screen';

export function AdminAnalyticsRoute() {
  useAdminPageTitle('nav.analytics');
  return <AnalyticsDashboard />;
}

export function AdminAuctionResultsRoute() {
  useAdminPageTitle('title.results');
  const { auctionId = '' } = useParams();
  return <AuctionResultsScreen key={auctionId} auctionId={auctionId} />;
}
