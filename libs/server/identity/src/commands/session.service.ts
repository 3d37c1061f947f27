import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ACCESS_TOKEN_MINUTES, Messages, type UserType } from '@dm/contracts';
import { handleCommand, StreamConflictError, UnauthenticatedError, type EventStore } from '@dm/platform';
import { AccessTokens, randomToken, sha256 } from '../auth/tokens.js';
import { sessionDecider, sessionStream, type RevokeReason, type SessionCommand } from '../domain/session.decider.js';
import type { IdentityConfig } from '../identity.config.js';

/** Who is calling, as the guards hand it to controllers (`@CurrentUser()`). */
export interface Principal {
  id: string;
  email: string;
  name: string;
  type: UserType;
  sessionId: string;
}

/** What the cookies should become. `refresh` is absent when the refresh token stays as it is. */
export interface IssuedTokens {
  access: string;
  accessExpiresAt: Date;
  refresh?: string;
  refreshExpiresAt: Date;
  marker: string;
  userId: string;
  familyId: string;
}

/** Starts, refreshes (rotating) and revokes session families; verifies access tokens. */
export class SessionService {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly tokens: AccessTokens,
    private readonly config: IdentityConfig,
  ) {}

  async start(userId: string, via: 'password' | 'oidc' | 'register'): Promise<IssuedTokens> {
    const familyId = randomUUID();
    const secret = randomToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.sessionDays * 86_400_000);
    await this.run(familyId, { type: 'StartSession', familyId, userId, tokenHash: sha256(secret), expiresAt: expiresAt.toISOString(), via, at: now.toISOString() });
    return this.issue(userId, familyId, `${familyId}.${secret}`, expiresAt);
  }

  /** Presents a refresh token; rotates it, tolerates a just-replaced one, or revokes on reuse. */
  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    const [familyId, secret] = (refreshToken ?? '').split('.');
    if (!familyId || !secret || familyId.length > 64 || secret.length > 128) throw new UnauthenticatedError(Messages.sessionExpired);
    const newSecret = randomToken();
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.run(familyId, { type: 'RefreshSession', presentedHash: sha256(secret), newHash: sha256(newSecret), at: new Date().toISOString() });
        if (result.newEvents.some((e) => e.type === 'SessionRevoked')) throw new UnauthenticatedError(Messages.sessionExpired);
        const rotated = result.newEvents.length > 0;
        const expiresAt = new Date(result.state.expiresAt as string);
        return this.issue(result.state.userId as string, familyId, rotated ? `${familyId}.${newSecret}` : undefined, expiresAt);
      } catch (err) {
        // Another tab refreshed the same family at the same moment: decide again on the new state.
        if (err instanceof StreamConflictError && attempt < 3) continue;
        throw err;
      }
    }
  }

  async revoke(familyId: string, reason: RevokeReason): Promise<void> {
    await this.run(familyId, { type: 'RevokeSession', reason, at: new Date().toISOString() });
  }

  async revokeAllForUser(userId: string, reason: RevokeReason, em?: EntityManager): Promise<number> {
    const rows: { family_id: string }[] = await (em ?? this.dataSource.manager).query(
      `SELECT family_id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
    for (const r of rows) await this.run(r.family_id, { type: 'RevokeSession', reason, at: new Date().toISOString() }, em);
    return rows.length;
  }

  /** The caller behind a valid access token whose session is still live, or null. */
  /** A bearer token for the signed-in caller's session (the imagemaker calls' Authorization header), short-lived. */
  async issueBearer(principal: Principal, seconds: number): Promise<{ token: string; expires_at: string }> {
    const exp = Math.floor(Date.now() / 1000) + seconds;
    return { token: this.tokens.sign({ sub: principal.id, fam: principal.sessionId, exp }, 'bearer'), expires_at: new Date(exp * 1000).toISOString() };
  }

  /** The caller behind a bearer token whose session is still live (sign-out ends it at once), or null. */
  async principalFromBearer(token: string | undefined): Promise<Principal | null> {
    const claims = this.tokens.verify(token, Date.now(), 'bearer');
    if (!claims) return null;
    return this.principal(claims.sub, claims.fam);
  }

  async principalFromAccess(accessToken: string | undefined): Promise<Principal | null> {
    const claims = this.tokens.verify(accessToken);
    if (!claims) return null;
    return this.principal(claims.sub, claims.fam);
  }

  async principal(userId: string, familyId: string): Promise<Principal | null> {
    const rows: { user_id: string; email: string; name: string; type: UserType }[] = await this.dataSource.query(
      `SELECT u.user_id, u.email, u.name, u.type FROM sessions s JOIN users u ON u.user_id = s.user_id
       WHERE s.family_id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [familyId, userId],
    );
    const r = rows[0];
    return r ? { id: r.user_id, email: r.email, name: r.name, type: r.type, sessionId: familyId } : null;
  }

  private issue(userId: string, familyId: string, refresh: string | undefined, refreshExpiresAt: Date): IssuedTokens {
    const accessExpiresAt = new Date(Date.now() + ACCESS_TOKEN_MINUTES * 60_000);
    return {
      access: this.tokens.sign({ sub: userId, fam: familyId, exp: Math.floor(accessExpiresAt.getTime() / 1000) }),
      accessExpiresAt,
      refresh,
      refreshExpiresAt,
      marker: this.tokens.marker(familyId),
      userId,
      familyId,
    };
  }

  private run(familyId: string, command: SessionCommand, em?: EntityManager) {
    return handleCommand(this.store, sessionDecider, sessionStream(familyId), command, {}, em);
  }
}
