import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@bidxi/protocol';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/input';
import { adminLoginErrorMessage, Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useAdminSession } from '@/stores/session';
import { useAdminLogin } from '@/features/admin/api/admin-login';

const AdminLoginSchema = z.object({
  email: z.string().trim().min(1, Messages.login.emailRequired),
  password: z
    .string()
    .min(1, Messages.login.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, Messages.login.passwordMin),
});
type AdminLoginValues = z.infer<typeof AdminLoginSchema>;

export function AdminLoginForm() {
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
      notify.success(Messages.login.success);
      await navigate('/admin', { replace: true });
    } catch (error) {
      notify.error(adminLoginErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Admin sign in">
      <TextField
        label="Email"
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
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={mutation.isPending}>
        {mutation.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
