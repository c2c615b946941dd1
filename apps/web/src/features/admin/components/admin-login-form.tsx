import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@bidxi/protocol';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/input';
import { adminLoginErrorMessage } from '@/lib/messages/admin';
import { accountMessages } from '@/lib/messages/accounts';
import { notify } from '@/lib/notify';
import { useAdminSession } from '@/stores/session';
import { useAdminLogin } from '@/features/admin/api/admin-login';
import { applyAdminLanguage } from '@/features/admin/hooks/use-admin-language';

const AdminLoginSchema = z.object({
  // Messages as functions: read when a value fails, in the language of that moment.
  email: z
    .string()
    .check(z.trim(), z.minLength(1, { error: () => accountMessages.login.emailRequired })),
  password: z
    .string()
    .check(
      z.minLength(1, { error: () => accountMessages.login.passwordRequired }),
      z.minLength(PASSWORD_MIN_LENGTH, { error: () => accountMessages.login.passwordMin }),
    ),
});
type AdminLoginValues = z.infer<typeof AdminLoginSchema>;

export function AdminLoginForm() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const signIn = useAdminSession((s) => s.signIn);
  const mutation = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginValues>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await mutation.mutateAsync(values);
      signIn(res.token);
      applyAdminLanguage(res.user.language);
      notify.success(accountMessages.login.success);
      await navigate('/admin', { replace: true });
    } catch (error) {
      notify.error(adminLoginErrorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('title.signIn')}
    >
      <TextField
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        placeholder="admin@example.com"
        leading={<Mail aria-hidden className="size-5" />}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={mutation.isPending}>
        {mutation.isPending ? t('login.signingIn') : t('login.signIn')}
      </Button>
    </form>
  );
}
