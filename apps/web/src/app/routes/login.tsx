import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { LoginForm } from '@/features/accounts/components/login-form';

export function LoginRoute() {
  usePageTitle('Sign in');
  const goBack = useGoBack('/');
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to join live auctions and manage your team."
      onBack={goBack}
      footer={
        <>
          New to the game?{' '}
          <Link to="/signup" className="font-semibold text-night-700 underline underline-offset-4">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
