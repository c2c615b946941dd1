import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { nextQuery, useNextPath } from '@/lib/next-path';
import { SignupForm } from '@/features/accounts/components/signup-form';

export function SignupRoute() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('signup.title'));
  const goBack = useGoBack('/');
  const next = useNextPath();
  return (
    <AuthLayout
      title={t('signup.heading')}
      subtitle={t('signup.subtitle')}
      onBack={goBack}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link
            to={`/login${nextQuery(next)}`}
            className="font-semibold text-night-700 underline underline-offset-4"
          >
            {t('signup.signIn')}
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
