/**
 * Accounts, sessions and password reset: request and response schemas of spec 000 §7 (paths under
 * `/api`). Outcomes the spec reads from a body `status` (login, sign-up, reset) carry that field and a
 * matching HTTP status, except invalid inputs: HTTP 400 with body status 411 (spec 000 §8).
 */
import { z } from 'zod/mini';
import { LANGUAGES, PASSWORD_MIN_LENGTH, Role, USERNAME_MAX_LENGTH } from '../constants';
import { AgeConfirmed } from './gaming';
import { PaymentInfo } from './profile';
import { SafeName } from './text';

/** E-mail as the server stores it: trimmed, lower-cased, standard pattern. */
export const Email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email({ message: 'Please enter a valid email address.' }).check(z.maxLength(254)),
);

export const Password = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { message: 'Password should be at least 6 characters' }),
    z.maxLength(200),
  );

/** A username: a {@link SafeName} of 1–40 characters that is not reserved ("admin", "BidXI Admin", …). */
export const Username = SafeName({
  label: 'Username',
  max: USERNAME_MAX_LENGTH,
  refuseReserved: true,
});

/** The public view of a user, as login and sign-up return it (spec 000 §3). */
/** One of {@link LANGUAGES}. */
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const UserView = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  imageUrl: z.nullable(z.string()),
  role: z.enum([Role.USER, Role.ADMIN]),
  /**
   * The language the user reads BidXI in, kept across devices; null (or absent, from an
   * older server) until the first signed-in visit saves the device's choice.
   */
  language: z._default(z.nullable(Language), null),
  /**
   * Whether the account has seen the guided tour on any device (absent from an older server): the
   * tour opens by itself only for an account that has not.
   */
  tourSeen: z.optional(z.boolean()),
});
export type UserView = z.infer<typeof UserView>;

/** `POST /api/users/tour-seen`: the account has seen the guided tour (kept; idempotent). */
export const TourSeenResponse = z.object({ tourSeen: z.literal(true) });

/** `POST /api/users/register`. A `role` field is accepted and ignored (sign-up always makes a USER). */
export const RegisterBody = z.object({
  username: Username,
  email: Email,
  password: Password,
  /**
   * The 18+ box: `true` when ticked (the server records when). The spec's sign-up leaves it out: the
   * account is then created unconfirmed and asked once after login; money waits for the answer.
   */
  ageConfirmed: z.optional(AgeConfirmed),
  role: z.optional(z.unknown()),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Session data handed to the client: a bearer token and its lifetime in minutes. */
export const LoginInfo = z.object({
  token: z.string(),
  session_timeout: z.int().check(z.positive()),
});

export const RegisterResponse = z.object({
  status: z.literal(201),
  user: UserView,
  login: LoginInfo,
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** `POST /api/user/login` and `POST /api/admin-login`. */
export const LoginBody = z.object({
  email: Email,
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({
  status: z.literal(201),
  token: z.string(),
  session_timeout: z.int().check(z.positive()),
  user: UserView,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** `POST /api/user/getById`: the caller's own id, or any id for an admin (ARCHITECTURE.md §3). */
export const GetByIdBody = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The full profile: the public view plus ban flag and creation time. */
export const UserProfile = z.extend(UserView, {
  banned: z.boolean(),
  createdAt: z.string(),
  mobileNumber: z.nullable(z.string()),
  /** When the user confirmed being 18+ (null: not yet). */
  ageConfirmedAt: z.optional(z.nullable(z.string())),
  /**
   * The end of the user's latest self-exclusion (null: never; in the past: over); read-only, even for
   * an admin: nobody can lift it early.
   */
  selfExcludedUntil: z.optional(z.nullable(z.string())),
});
export type UserProfile = z.infer<typeof UserProfile>;

/**
 * The profile `POST /api/user/getById` returns: the profile plus `profileCompleted` (Aadhaar, PAN,
 * UPI id and mobile all present, spec 001 §5) and `wallet.paymentInfo` (spec 001 §3 "User").
 */
export const UserDetail = z.extend(UserProfile, {
  profileCompleted: z.boolean(),
  wallet: z.object({ paymentInfo: PaymentInfo }),
});
export type UserDetail = z.infer<typeof UserDetail>;
export const GetByIdResponse = z.object({ user: UserDetail });

/** `PUT /api/users/language`: the caller's language, kept with the account. */
export const SetLanguageBody = z.object({ language: Language });
export const SetLanguageResponse = z.object({ language: Language });

/** `GET /api/users/getAll` (admin only). */
export const GetAllUsersResponse = z.object({ users: z.array(UserProfile) });

/** `POST /api/resetLink`: answers the same for known and unknown e-mails; never returns the link. */
export const ResetLinkBody = z.object({ email: Email });
export const ResetLinkResponse = z.object({ status: z.literal(201), message: z.string() });

/** `POST /api/resetPass`. */
export const ResetPassBody = z.object({
  email: Email,
  token: z.string().check(z.minLength(16), z.maxLength(200)),
  password: Password,
});
export const ResetPassResponse = z.object({ status: z.literal(201), message: z.string() });

/** `POST /api/user/logout`: ends the caller's session. */
export const LogoutResponse = z.object({ status: z.literal(200) });

/**
 * `GET /api/user/session`: 200 while the caller's session is live; 401 once it ended (logout,
 * expiry, deletion) and 403 USER_BANNED after a ban, which the web app's periodic check turns into
 * the logout the ban promised, even for a player who does not click.
 */
export const SessionCheckResponse = z.object({ status: z.literal(200) });

/** `POST /api/admin/users/ban-unban {userId}`: toggles the ban; a banned user's sessions end at once. */
export const BanUnbanBody = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });
export const BanUnbanResponse = z.object({
  user: z.object({ id: z.string(), banned: z.boolean() }),
});
