import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/input';
import { resetPasswordOutcome, accountMessages } from '@/lib/messages/accounts';
import { notify } from '@/lib/notify';
import { useResetPassword } from '@/features/accounts/api/reset-password';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '@/features/accounts/schemas';

export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { t } = useTranslation('accounts');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ email, token, password });
      notify.success(accountMessages.resetPassword.success);
      await navigate('/login', { replace: true });
    } catch (error) {
      const outcome = resetPasswordOutcome(error);
      notify.error(outcome.message);
      if (outcome.goToLogin) await navigate('/login', { replace: true });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('reset.title')}
    >
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        placeholder={t('signup.passwordPlaceholder')}
        isInvalid={!!errors.password}
        {...register('password')}
      />
      <PasswordField
        label={t('reset.confirm')}
        autoComplete="new-password"
        placeholder={t('signup.confirmPlaceholder')}
        isInvalid={!!errors.confirmPassword}
        {...register('confirmPassword')}
      />
      <FormAlert message={errors.password?.message ?? errors.confirmPassword?.message} />
      <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
