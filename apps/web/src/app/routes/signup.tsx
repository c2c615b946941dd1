import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { SignupForm } from '@/features/accounts/components/signup-form';

export function SignupRoute() {
  usePageTitle('Sign Up');
  const goBack = useGoBack('/');
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Pick a name, build your XI and bid against the best."
      onBack={goBack}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-night-700 underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
