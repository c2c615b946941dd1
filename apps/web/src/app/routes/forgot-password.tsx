import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgot.title'));
  const goBack = useGoBack('/login');
  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      banner={t('forgot.banner')}
      onBack={goBack}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-night-700 underline underline-offset-4"
        >
          {t('forgot.logIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
