import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { nextQuery, useNextPath } from '@/lib/next-path';
import { LoginForm } from '@/features/accounts/components/login-form';

export function LoginRoute() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.title'));
  const goBack = useGoBack('/');
  const next = useNextPath();
  return (
    <AuthLayout
      title={t('login.heading')}
      subtitle={t('login.subtitle')}
      onBack={goBack}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link
            to={`/signup${nextQuery(next)}`}
            className="font-semibold text-night-700 underline underline-offset-4"
          >
            {t('login.create')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
