import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/input';
import { loginErrorMessage, accountMessages } from '@/lib/messages/accounts';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import { useNextPath } from '@/lib/next-path';
import { useLogin } from '@/features/accounts/api/login';
import { LoginFormSchema, type LoginFormValues } from '@/features/accounts/schemas';

export function LoginForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const signIn = useSession((s) => s.signIn);
  const loginMutation = useLogin();
  const { t } = useTranslation('accounts');
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
      notify.success(accountMessages.login.success);
      await navigate(next ?? '/home', { replace: true });
    } catch (error) {
      notify.error(loginErrorMessage(error));
    }
  });

  const isPending = loginMutation.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('login.form')}
    >
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        placeholder={t('emailPlaceholder')}
        leading={<Mail aria-hidden className="size-5" />}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/fpp"
          className="inline-flex min-h-11 items-center self-end text-sm font-semibold text-night-700 underline-offset-4 hover:underline"
        >
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
