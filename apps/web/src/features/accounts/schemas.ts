// Form schemas of the account screens, with the spec's validation texts (spec 000 §5).
import { PASSWORD_MIN_LENGTH } from '@bidxi/protocol';
import { z } from 'zod/mini';
import { accountMessages } from '@/lib/messages/accounts';

/** The sign-up e-mail pattern ("a standard e-mail pattern"). */
const STANDARD_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Forgot password: non-space text, an @, text, a dot, text. */
const BASIC_EMAIL = /^\S+@\S+\.\S+$/;

export const LoginFormSchema = z.object({
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
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

/** Sign-up shows one message at a time, in the spec's order: required, match, e-mail, length. */
export const SignupFormSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    /** The 18+ box: required ticked. */
    ageConfirmed: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fields = ['username', 'email', 'password', 'confirmPassword'] as const;
      const empty = fields.find((f) => v[f].trim() === '');
      if (empty) {
        ctx.addIssue({
          code: 'custom',
          path: [empty],
          message: accountMessages.signup.allRequired,
        });
      } else if (v.password !== v.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: accountMessages.signup.mismatch,
        });
      } else if (!STANDARD_EMAIL.test(v.email.trim())) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: accountMessages.signup.invalidEmail,
        });
      } else if (v.password.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: accountMessages.signup.passwordMin,
        });
      } else if (!v.ageConfirmed) {
        ctx.addIssue({
          code: 'custom',
          path: ['ageConfirmed'],
          message: accountMessages.signup.ageRequired,
        });
      }
    }),
  );
export type SignupFormValues = z.infer<typeof SignupFormSchema>;

export const ForgotPasswordFormSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.regex(BASIC_EMAIL, { error: () => accountMessages.forgotPassword.invalidEmail }),
    ),
});
export type ForgotPasswordFormValues = z.infer<typeof ForgotPasswordFormSchema>;

/** Reset: both required, equal; no minimum length is shown (spec 000 §5). */
export const ResetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .check(
    z.superRefine((v, ctx) => {
      if (v.password === '' || v.confirmPassword === '') {
        const path = v.password === '' ? 'password' : 'confirmPassword';
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: accountMessages.resetPassword.allRequired,
        });
      } else if (v.password.length < PASSWORD_MIN_LENGTH) {
        // Said before sending, not as the server's bare 'Invalid inputs'.
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: accountMessages.resetPassword.passwordMin,
        });
      } else if (v.password !== v.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: accountMessages.resetPassword.mismatch,
        });
      }
    }),
  );
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;
