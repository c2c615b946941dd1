import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, UserRound } from 'lucide-react';
import { USERNAME_MAX_LENGTH } from '@bidxi/protocol';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField, TextField } from '@/components/ui/input';
import { signupErrorMessage, accountMessages } from '@/lib/messages/accounts';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import { useNextPath } from '@/lib/next-path';
import { useRegister } from '@/features/accounts/api/register';
import { AgeCheckbox } from '@/features/accounts/components/age-checkbox';
import { SignupFormSchema, type SignupFormValues } from '@/features/accounts/schemas';

export function SignupForm() {
  const navigate = useNavigate();
  const next = useNextPath();
  const signIn = useSession((s) => s.signIn);
  const registerMutation = useRegister();
  const { t } = useTranslation('accounts');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      ageConfirmed: false,
    },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    try {
      const res = await registerMutation.mutateAsync({
        username,
        email,
        password,
        ageConfirmed: true,
      });
      signIn({
        token: res.login.token,
        sessionTimeoutMinutes: res.login.session_timeout,
        user: res.user,
      });
      notify.success(accountMessages.signup.success);
      await navigate(next ?? '/home', { replace: true });
    } catch (error) {
      notify.error(signupErrorMessage(error));
    }
  });

  const message =
    errors.username?.message ??
    errors.email?.message ??
    errors.password?.message ??
    errors.confirmPassword?.message ??
    errors.ageConfirmed?.message;
  const isPending = registerMutation.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('signup.form')}
    >
      <TextField
        label={t('signup.username')}
        autoComplete="nickname"
        placeholder={t('signup.usernamePlaceholder')}
        maxLength={USERNAME_MAX_LENGTH}
        leading={<UserRound aria-hidden className="size-5" />}
        isInvalid={!!errors.username}
        {...register('username')}
      />
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        placeholder={t('emailPlaceholder')}
        leading={<Mail aria-hidden className="size-5" />}
        isInvalid={!!errors.email}
        {...register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        placeholder={t('signup.passwordPlaceholder')}
        isInvalid={!!errors.password}
        {...register('password')}
      />
      <PasswordField
        label={t('signup.confirm')}
        autoComplete="new-password"
        placeholder={t('signup.confirmPlaceholder')}
        isInvalid={!!errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <AgeCheckbox isInvalid={!!errors.ageConfirmed} {...register('ageConfirmed')} />
      <FormAlert message={message} />
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}
