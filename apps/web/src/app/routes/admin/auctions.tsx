// Admin auction list: its own lazy chunk inside /admin (the detail and the content editor are others).
import { useAdminPageTitle } from '@/features/admin/hooks/use-admin-page-title';
import { AdminAuctionsScreen } from '@/features/admin/auctions/components/auctions-screen';

export function AdminAuctionsRoute() {
  useAdminPageTitle('nav.auctions');
  return <AdminAuctionsScreen />;
}
