/**
 * The admin panel's screens, loaded together as one lazy chunk when an /admin address is first visited
 * (players never download it).
 */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAdminPageTitle } from '@/features/admin/hooks/use-admin-page-title';
import { ActionsLogScreen } from '@/features/admin/components/actions-log-screen';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { AdminLoginLayout } from '@/features/admin/components/admin-login-layout';
import { AdminNotFound } from '@/features/admin/components/admin-not-found';
import { TransactionsScreen } from '@/features/admin/components/transactions-screen';
import { UsersScreen } from '@/features/admin/components/users-screen';
import { WalletRequestsScreen } from '@/features/admin/components/wallet-requests-screen';

export function AdminLoginRoute() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title.signIn'));
  return (
    <AdminLoginLayout>
      <AdminLoginForm />
    </AdminLoginLayout>
  );
}

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
