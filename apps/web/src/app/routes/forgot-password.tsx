import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export function ForgotPasswordRoute() {
  usePageTitle('Forget Password');
  const goBack = useGoBack('/login');
  return (
    <AuthLayout
      title="Forget Password"
      subtitle="Enter the email of your account and we'll send you a reset link."
      banner="No issues, we got your back!"
      onBack={goBack}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-night-700 underline underline-offset-4"
        >
          or directly Log In
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
