/**
 * The admin sign-in screen: its own lazy chunk, so the form library (react-hook-form, resolvers) is
 * not in the admin panel's chunk.
 */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { AdminLoginLayout } from '@/features/admin/components/admin-login-layout';

export function AdminLoginRoute() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title.signIn'));
  return (
    <AdminLoginLayout>
      <AdminLoginForm />
    </AdminLoginLayout>
  );
}
