// Admin auction list: its own lazy chunk inside /admin (the detail and the content editor are others).
import { usePageTitle } from '@/hooks/use-page-title';
import { AdminAuctionsScreen } from '@/features/admin/auctions/components/auctions-screen';

export function AdminAuctionsRoute() {
  usePageTitle('Auctions · Admin');
  return <AdminAuctionsScreen />;
}
