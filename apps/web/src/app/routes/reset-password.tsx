import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** `/resetpass/:email/:token`: the link the server e-mailed. */
export function ResetPasswordRoute() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('reset.title'));
  const { email = '', token = '' } = useParams();
  const goBack = useGoBack('/login');
  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={
        <Trans
          t={t}
          i18nKey="reset.subtitle"
          values={{ email }}
          components={{ 1: <span className="font-semibold break-all text-white" /> }}
        />
      }
      banner={t('reset.banner')}
      onBack={goBack}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-night-700 underline underline-offset-4"
        >
          {t('reset.backToLogin')}
        </Link>
      }
    >
      <ResetPasswordForm email={email} token={token} />
    </AuthLayout>
  );
}
