import { Link, useParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useGoBack } from '@/hooks/use-go-back';
import { usePageTitle } from '@/hooks/use-page-title';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** `/resetpass/:email/:token`: the link the server e-mailed. */
export function ResetPasswordRoute() {
  usePageTitle('Reset Password');
  const { email = '', token = '' } = useParams();
  const goBack = useGoBack('/login');
  return (
    <AuthLayout
      title="Reset Password"
      subtitle={
        <>
          Choose a new password for{' '}
          <span className="font-semibold break-all text-white">{email}</span>.
        </>
      }
      banner="Set a new password and hop right back into the world of IPL Auctions!"
      onBack={goBack}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-night-700 underline underline-offset-4"
        >
          Back to Log In
        </Link>
      }
    >
      <ResetPasswordForm email={email} token={token} />
    </AuthLayout>
  );
}
