import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { Messages, RESET_PASSWORD_PAGE, RESET_TOKEN_PARAM, type UserType } from '@dm/contracts';
import { ConflictError, handleCommand, NotFoundError, UnauthenticatedError, ValidationError, type AttemptLimiter, type EventStore, type RateLimits, type RecordedEvent } from '@dm/platform';
import type { PasswordHasher } from '../auth/password-hasher.js';
import { randomToken, sha256 } from '../auth/tokens.js';
import { teamDecider, teamStream } from '../domain/team.decider.js';
import { userDecider, userStream, type UserCommand } from '../domain/user.decider.js';
import type { IdentityConfig } from '../identity.config.js';
import type { Mailer } from '../mail/mailer.js';
import type { SessionService } from './session.service.js';

export interface NewAccount {
  email: string;
  name: string;
  password?: string;
  type?: UserType;
  via: 'password' | 'oidc' | 'admin';
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code === '23505' || e?.driverError?.code === '23505';
};

/** Takes the account's slot, then the address's; an attempt the address refuses gives the account's back. */
async function takeBoth(account: AttemptLimiter, email: string, byAddress: AttemptLimiter, address: string, message: (minutes: number) => string) {
  await account.take(email, message);
  try {
    await byAddress.take(address, message);
  } catch (e) {
    await account.refund(email).catch(() => undefined);
    throw e;
  }
}

/**
 * Built-in accounts: registration (user, own team, protected folders, password), sign-in with
 * rate limits, forgotten and reset passwords, external (OIDC) sign-in, and operator changes.
 */
export class AccountService {
  private readonly signInByAccount: AttemptLimiter;
  private readonly signInByAddress: AttemptLimiter;
  private readonly resetByAccount: AttemptLimiter;
  private readonly resetByAddress: AttemptLimiter;

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly config: IdentityConfig,
    private readonly logger: Logger,
    limits: RateLimits,
  ) {
    // counted in the database (or Redis), so every instance of the app shares them
    this.signInByAccount = limits.limiter('signin_account', config.limits.signInPerAccount);
    this.signInByAddress = limits.limiter('signin_address', config.limits.signInPerAddress);
    this.resetByAccount = limits.limiter('reset_account', config.limits.resetPerAccount);
    this.resetByAddress = limits.limiter('reset_address', config.limits.resetPerAddress);
  }

  /** Makes the user, its own team (with an empty brand kit) and its password, in one transaction. */
  async register(account: NewAccount): Promise<string> {
    const userId = randomUUID();
    const teamId = randomUUID();
    const at = new Date().toISOString();
    const hash = account.password ? await this.hasher.hash(account.password) : undefined;
    try {
      await this.inTransaction(async (em) => {
        const folders = { photos: randomUUID(), designs: randomUUID(), purchases: randomUUID() };
        const user = await this.runUser(userId, { type: 'RegisterUser', userId, email: account.email, name: account.name, userType: account.type ?? 'other', via: account.via, folders, teamId, at }, em);
        const team = await handleCommand(this.store, teamDecider, teamStream(teamId), { type: 'CreateTeam', teamId, ownerId: userId, name: `${account.name}'s team`, brandKitId: randomUUID(), at }, {}, em);
        if (hash) await em.query(`INSERT INTO user_credentials (user_id, password_hash, updated_at) VALUES ($1, $2, $3)`, [userId, hash, at]);
        return [...user.events, ...team.events];
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError(Messages.emailTaken);
      throw err;
    }
    this.logger.info({ userId, via: account.via }, 'user registered');
    return userId;
  }

  /**
   * Checks the password; counts attempts per account and per address (429 past the limit). Each
   * attempt takes its slot atomically BEFORE the password is verified, so parallel guesses cannot
   * all be checked; a successful sign-in clears the account's count and gives the address its slot back.
   */
  async signIn(email: string, password: string, address: string): Promise<string> {
    await takeBoth(this.signInByAccount, email, this.signInByAddress, address, Messages.tooManySignIns);
    const rows: { user_id: string; password_hash: string | null }[] = await this.dataSource.query(
      `SELECT u.user_id, c.password_hash FROM users u LEFT JOIN user_credentials c ON c.user_id = u.user_id WHERE u.email = $1`,
      [email],
    );
    const row = rows[0];
    const valid = row?.password_hash ? await this.hasher.verify(row.password_hash, password) : await this.hasher.verifyNothing(password);
    if (!valid || !row) {
      this.logger.info({ userId: row?.user_id, known: !!row }, 'sign-in refused');
      throw new UnauthenticatedError(Messages.invalidCredentials);
    }
    await this.signInByAccount.clear(email);
    await this.signInByAddress.refund(address);
    if (row.password_hash && this.hasher.needsRehash(row.password_hash)) {
      await this.dataSource.query(`UPDATE user_credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1`, [row.user_id, await this.hasher.hash(password)]);
    }
    return row.user_id;
  }

  /** Mails a single-use, expiring reset link when the address has an account; says nothing either way. */
  async forgotPassword(email: string, address: string): Promise<void> {
    await takeBoth(this.resetByAccount, email, this.resetByAddress, address, Messages.tooManyResets);
    const rows: { user_id: string }[] = await this.dataSource.query(`SELECT user_id FROM users WHERE email = $1`, [email]);
    if (!rows.length) {
      this.logger.info('password reset asked for an address without an account');
      return;
    }
    const userId = rows[0].user_id;
    const tokenId = randomUUID();
    const secret = randomToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.resetTokenMinutes * 60_000).toISOString();
    await this.inTransaction(async (em) => (await this.runUser(userId, { type: 'RequestPasswordReset', tokenId, secretHash: sha256(secret), expiresAt, at: now.toISOString() }, em)).events);
    const link = `${this.config.publicUrl}${RESET_PASSWORD_PAGE}?${RESET_TOKEN_PARAM}=${encodeURIComponent(`${tokenId}.${secret}`)}`;
    await this.mailer.send({
      to: email,
      subject: Messages.resetMailSubject,
      text: Messages.resetMailText(link, this.config.resetTokenMinutes),
      summary: `password reset link for token ${tokenId} (secret withheld), valid ${this.config.resetTokenMinutes} minutes`,
    });
  }

  /** Uses a reset token: sets the new password and revokes every session of the user. */
  async resetPassword(token: string, password: string, address: string): Promise<string> {
    await this.resetByAddress.take(address, Messages.tooManyResets);
    const [tokenId, secret] = token.split('.');
    const rows: { user_id: string }[] = tokenId && secret ? await this.dataSource.query(`SELECT user_id FROM password_resets WHERE token_id = $1`, [tokenId]) : [];
    if (!rows.length) throw new ValidationError(Messages.resetLinkInvalid, 'token');
    const userId = rows[0].user_id;
    const hash = await this.hasher.hash(password);
    await this.inTransaction(async (em) => {
      const reset = await this.runUser(userId, { type: 'ResetPassword', tokenId, secretHash: sha256(secret), at: new Date().toISOString() }, em);
      await em.query(
        `INSERT INTO user_credentials (user_id, password_hash, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
        [userId, hash],
      );
      return reset.events;
    });
    const revoked = await this.sessions.revokeAllForUser(userId, 'password_reset');
    this.logger.info({ userId, revokedSessions: revoked }, 'password reset');
    return userId;
  }

  /** An operator (or the first start) sets a password directly. */
  async setPassword(userId: string, password: string): Promise<void> {
    const hash = await this.hasher.hash(password);
    await this.inTransaction(async (em) => {
      const set = await this.runUser(userId, { type: 'SetPassword', at: new Date().toISOString() }, em);
      await em.query(
        `INSERT INTO user_credentials (user_id, password_hash, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at`,
        [userId, hash],
      );
      return set.events;
    });
  }

  /** After the provider vouched for (issuer, subject): the linked user, else the user with that verified email (linked now), else a new one. */
  async externalSignIn(issuer: string, subject: string, email: string | undefined, emailVerified: boolean, name: string | undefined): Promise<string> {
    const linked: { user_id: string }[] = await this.dataSource.query(`SELECT user_id FROM external_identities WHERE issuer = $1 AND subject = $2`, [issuer, subject]);
    if (linked.length) return linked[0].user_id;
    if (!email || !emailVerified) throw new UnauthenticatedError(Messages.oidcNoEmail);
    const normalised = email.trim().toLowerCase();
    let userId = await this.userIdByEmail(normalised);
    if (!userId) {
      try {
        userId = await this.register({ email: normalised, name: (name || normalised.split('@')[0]).slice(0, 100), via: 'oidc' });
      } catch (err) {
        if (!(err instanceof ConflictError)) throw err;
        userId = await this.userIdByEmail(normalised); // registered by a concurrent callback
        if (!userId) throw err;
      }
    }
    const id = userId;
    await this.inTransaction(async (em) => (await this.runUser(id, { type: 'LinkExternalIdentity', issuer, subject, at: new Date().toISOString() }, em)).events);
    return id;
  }

  async setType(userId: string, type: UserType): Promise<void> {
    await this.inTransaction(async (em) => (await this.runUser(userId, { type: 'SetUserType', userType: type, at: new Date().toISOString() }, em)).events);
  }

  async userIdByEmail(email: string): Promise<string | undefined> {
    const rows: { user_id: string }[] = await this.dataSource.query(`SELECT user_id FROM users WHERE email = $1`, [email.trim().toLowerCase()]);
    return rows[0]?.user_id;
  }

  async requireUserIdByEmail(email: string): Promise<string> {
    const id = await this.userIdByEmail(email);
    if (!id) throw new NotFoundError(Messages.userNotFound(`with the email ${email}`));
    return id;
  }

  /** ADMIN_EMAIL/ADMIN_PASSWORD: made once, when no account has that email yet. */
  async ensureAdmin(email: string, password: string): Promise<boolean> {
    const normalised = email.trim().toLowerCase();
    if (await this.userIdByEmail(normalised)) return false;
    await this.register({ email: normalised, name: 'Admin', password, type: 'admin', via: 'admin' });
    this.logger.info('administrator account created from ADMIN_EMAIL');
    return true;
  }

  private runUser(userId: string, command: UserCommand, em: EntityManager) {
    return handleCommand(this.store, userDecider, userStream(userId), command, {}, em);
  }

  private async inTransaction(work: (em: EntityManager) => Promise<RecordedEvent[]>): Promise<void> {
    const events = await this.dataSource.transaction(work);
    this.store.announce(events);
  }
}
