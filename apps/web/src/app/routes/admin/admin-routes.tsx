/**
 * The admin panel's screens, loaded together as one lazy chunk when an /admin address is first visited
 * (players never download it). The sign-in screen is a chunk of its own (admin-login.tsx).
 */
import { usePageTitle } from '@/hooks/use-page-title';
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
  usePageTitle('Dashboard · Admin');
  return <AdminDashboard />;
}

export function AdminUsersRoute() {
  usePageTitle('Users · Admin');
  return <UsersScreen />;
}

export function AdminWalletRequestsRoute() {
  usePageTitle('Wallet requests · Admin');
  return <WalletRequestsScreen />;
}

export function AdminTransactionsRoute() {
  usePageTitle('Transactions · Admin');
  return <TransactionsScreen />;
}

export function AdminActionsLogRoute() {
  usePageTitle('Actions log · Admin');
  return <ActionsLogScreen />;
}

export function AdminNotFoundRoute() {
  return <AdminNotFound />;
}
