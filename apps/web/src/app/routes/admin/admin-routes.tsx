/**
 * The admin panel's screens, loaded together as one lazy chunk when an /admin address is first visited
 * (players never download it). The sign-in screen is a chunk of its own (admin-login.tsx).
 */
import { useAdminPageTitle } from '@/features/admin/hooks/use-admin-page-title';
import { ActionsLogScreen } from '@/features/admin/components/actions-log-screen';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AdminNotFound } from '@/features/admin/components/admin-not-found';
import { TransactionsScreen } from '@/features/admin/components/transactions-screen';
import { UsersScreen } from '@/features/admin/components/users-screen';
import { WalletRequestsScreen } from '@/features/admin/components/wallet-requests-screen';

export function AdminLayoutRoute() {
  return <AdminLayout />;
}

export function AdminDashboardRoute() {
  useAdminPageTitle('nav.dashboard');
  return <AdminDashboard />;
}

export function AdminUsersRoute() {
  useAdminPageTitle('nav.users');
  return <UsersScreen />;
}

export function AdminWalletRequestsRoute() {
  useAdminPageTitle('nav.walletRequests');
  return <WalletRequestsScreen />;
}

export function AdminTransactionsRoute() {
  useAdminPageTitle('nav.transactions');
  return <TransactionsScreen />;
}

export function AdminActionsLogRoute() {
  useAdminPageTitle('nav.actions');
  return <ActionsLogScreen />;
}

export function AdminNotFoundRoute() {
  return <AdminNotFound />;
}
