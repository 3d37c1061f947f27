import { z } from 'zod';
import { BrandKitData } from './brand.js';

export * from './identity.constants.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identity.constants.js';

// ---------- requests ----------

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be an email address' }));
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const RegisterRequest = z.object({
  email: Email,
  name: z.string().trim().min(1, { error: 'must not be empty' }).max(100, { error: 'must be at most 100 characters' }),
  password: NewPassword,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1, { error: 'must not be empty' }).max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: z.string().min(1, { error: 'must not be empty' }).max(512, { error: 'is not a valid reset token' }),
  password: NewPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Body of refresh, get_details, logout, fetch_teams: nothing (an empty object). */
export const EmptyRequest = z.object({});

export const OidcLoginQuery = z.object({
  mode: z.enum(['login', 'register']).default('login'),
  /** A same-site relative path ('/designmaker/start'); anything else falls back to '/'. */
  return_to: z.string().max(2048).optional(),
});
export type OidcLoginQuery = z.infer<typeof OidcLoginQuery>;

// ---------- answers ----------

export const UserType = z.enum(['admin', 'designer', 'other']);
export type UserType = z.infer<typeof UserType>;

export const Subscription = z.object({
  sub_status: z.boolean(),
  sub_free_plan: z.boolean(),
  /** Products covered, e.g. ['designmaker']. */
  scope: z.array(z.string()),
});
export type Subscription = z.infer<typeof Subscription>;

export const User = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  type: UserType,
  /** Ids of the three protected folders, created with the user. */
  my_photos_folder: z.string(),
  my_designs_folder: z.string(),
  my_purchases_folder: z.string(),
  subscription: Subscription,
  uploads: z.array(z.unknown()),
  /** Derived: admin, or an active subscription that is not a free plan. */
  photos_subscription: z.boolean(),
});
export type User = z.infer<typeof User>;

export const BrandKit = BrandKitData.extend({ _id: z.string() });
export type BrandKit = z.infer<typeof BrandKit>;

export const Team = z.object({
  _id: z.string(),
  name: z.string(),
  /** The first is the one used. */
  brand_kits: z.array(BrandKit),
  font_uploads: z.array(z.object({ _id: z.string(), name: z.string(), src: z.string() })),
  /** The caller's role: the owner, or a member who may edit or only view the brand kit. */
  role: z.enum(['owner', 'edit', 'view']),
  /** Members and invitations (owners see them). */
  members: z.array(z.object({ email: z.string(), role: z.enum(['view', 'edit']), joined: z.boolean() })),
});
export type Team = z.infer<typeof Team>;

export const Teams = z.object({ own_teams: z.array(Team), member_teams: z.array(Team) });
export type Teams = z.infer<typeof Teams>;

export const Credits = z.object({
  '123rf': z.object({ remaining: z.number() }),
  imagemaker: z.object({ balance: z.number() }),
});
export type Credits = z.infer<typeof Credits>;

/** Sign-in options, and where 'Upgrade today' sends people (null: plans are granted by the server's operators). */
export const AuthConfig = z.object({ oidc: z.boolean(), upgrade_url: z.string().nullable() });
export type AuthConfig = z.infer<typeof AuthConfig>;

export interface ForgotPasswordAnswer {
  sent: true;
}
export interface ResetPasswordAnswer {
  reset: true;
}
export interface RefreshAnswer {
  refreshed: true;
}
export interface LogoutAnswer {
  message: string;
  /** With an external account provider: its sign-out page, where the browser goes next. */
  redirect?: string;
}
/** user/get_details: null means a visitor (signed out); the web keeps -1 for "not loaded yet". */
export type UserDetailsAnswer = User | null;
