import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/input';
import { loginErrorMessage, Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import { useLogin } from '@/features/accounts/api/login';
import { LoginFormSchema, type LoginFormValues } from '@/features/accounts/schemas';

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await loginMutation.mutateAsync(values);
      signIn({ token: res.token, sessionTimeoutMinutes: res.session_timeout, user: res.user });
      notify.success(Messages.login.success);
      await navigate('/home', { replace: true });
    } catch (error) {
      notify.error(loginErrorMessage(error));
    }
  });

  const isPending = loginMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        placeholder="you@example.com"
        leading={<Mail aria-hidden className="size-5" />}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/fpp"
          className="inline-flex min-h-11 items-center self-end text-sm font-semibold text-night-700 underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
