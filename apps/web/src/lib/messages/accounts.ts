// Log in, sign up, password reset and session texts, and the mappers for those calls' refusals.
import { ErrorCode, GamingMessage } from '@bidxi/protocol';
import { asApiError, commonMessages, isRateLimited, rateLimitedText } from '@/lib/messages/common';
import { sessionMessages } from '@/lib/messages/session';
import { translatable } from '@/lib/messages/translate';

export const accountMessages = translatable({
  login: {
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    passwordMin: 'Password should be at least 6 characters',
    success: 'loggedIn successfully',
    invalidInputs: 'invalid inputs',
    userNotFound: 'user not found',
    wrongPassword: 'Incorrect password',
    banned: sessionMessages.suspended,
  },
  signup: {
    allRequired: 'All fields are required.',
    mismatch: 'Passwords do not match.',
    invalidEmail: 'Please enter a valid email address.',
    passwordMin: 'Password should be atleast 6 characters long.',
    success: 'Signed Up successfully',
    userExists: 'User already registered',
    invalidInputs: 'Invalid inputs',
    /** The 18+ box left unticked, the server's text for the same refusal. */
    ageRequired: GamingMessage.AGE_REQUIRED,
  },
  forgotPassword: {
    invalidEmail: 'Please enter a valid email address.',
    sent: 'If an account exists for this email, a reset link has been sent to it.',
    invalidInputs: 'Invalid inputs',
    userNotFound: 'User not found',
  },
  resetPassword: {
    allRequired: 'All fields are required.',
    mismatch: 'Passwords do not match.',
    passwordMin: 'Password should be at least 6 characters',
    success: 'Password Changed Successfully',
    invalidInputs: 'Invalid inputs',
    userExists: 'User already registered',
    linkUsed: 'Reset Link used',
  },
  session: sessionMessages,
} as const);

/** `POST /api/user/login` (and admin login): the outcome is read from the body's status (spec 000 §8). */
export function loginErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return commonMessages.someError;
  if (e.code === ErrorCode.USER_BANNED) return accountMessages.login.banned;
  if (isRateLimited(e)) return rateLimitedText(e);
  switch (e.bodyStatus) {
    case 411:
      return accountMessages.login.invalidInputs;
    case 404:
      return accountMessages.login.userNotFound;
    case 400:
      return accountMessages.login.wrongPassword;
  }
  switch (e.code) {
    case ErrorCode.VALIDATION:
      return accountMessages.login.invalidInputs;
    case ErrorCode.USER_NOT_FOUND:
      return accountMessages.login.userNotFound;
    case ErrorCode.WRONG_PASSWORD:
      return accountMessages.login.wrongPassword;
  }
  return commonMessages.someError;
}

/** `POST /api/users/register`. The spec's P2002 is the server's USER_EXISTS (HTTP 409). */
export function signupErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return commonMessages.someError;
  if (e.code === ErrorCode.USER_EXISTS || e.code === 'P2002' || e.bodyStatus === 409) {
    return accountMessages.signup.userExists;
  }
  if (isRateLimited(e)) return rateLimitedText(e);
  if (e.bodyStatus === 411 || e.code === ErrorCode.VALIDATION)
    return accountMessages.signup.invalidInputs;
  return commonMessages.someError;
}

/** `POST /api/resetLink`: network and parse failures read 'Some error occurred' too. */
export function resetLinkErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return commonMessages.someError;
  if (isRateLimited(e)) return rateLimitedText(e);
  if (e.bodyStatus === 411 || e.code === ErrorCode.VALIDATION) {
    return accountMessages.forgotPassword.invalidInputs;
  }
  if (e.bodyStatus === 404 || e.code === ErrorCode.USER_NOT_FOUND) {
    return accountMessages.forgotPassword.userNotFound;
  }
  return commonMessages.someError;
}

/**
 * `POST /api/resetPass`: any server answer other than success reads 'Reset Link used'; a thrown
 * failure (no answer) shows its own message and sends the user to /login.
 */
export function resetPasswordOutcome(error: unknown): { message: string; goToLogin: boolean } {
  const e = asApiError(error);
  if (!e || e.isTransport) {
    return {
      message: error instanceof Error ? error.message : commonMessages.someError,
      goToLogin: true,
    };
  }
  if (e.code === ErrorCode.USER_EXISTS || e.code === 'P2002') {
    return { message: accountMessages.resetPassword.userExists, goToLogin: false };
  }
  if (isRateLimited(e)) return { message: rateLimitedText(e), goToLogin: false };
  if (e.bodyStatus === 411 || e.code === ErrorCode.VALIDATION) {
    // The server names the field's rule ('Password should be at least 6 characters'): say it.
    const field = e.fields?.password;
    return {
      message: field
        ? `${accountMessages.resetPassword.invalidInputs}: ${field}`
        : accountMessages.resetPassword.invalidInputs,
      goToLogin: false,
    };
  }
  return { message: accountMessages.resetPassword.linkUsed, goToLogin: false };
}
