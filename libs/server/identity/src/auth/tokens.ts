import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session family id */
  fam: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

/**
 * Short-lived access tokens: `v1.<claims>.<HMAC-SHA256>`. Stateless to verify; the guard still
 * checks that the session family was not revoked, so sign-out and password resets take effect at once.
 */
export class AccessTokens {
  constructor(private readonly key: Buffer) {}

  sign(claims: AccessClaims, purpose: 'access' | 'bearer' = 'access'): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `v1.${body}.${this.mac(body, purpose)}`;
  }

  /**
   * `purpose` keeps the two kinds apart: a bearer token (for the Authorization header of the
   * imagemaker calls) is never accepted as the access cookie, nor the other way round.
   */
  verify(token: string | undefined, nowMs = Date.now(), purpose: 'access' | 'bearer' = 'access'): AccessClaims | null {
    if (!token || token.length > 1024) return null;
    const [version, body, mac] = token.split('.');
    if (version !== 'v1' || !body || !mac) return null;
    const expected = Buffer.from(this.mac(body, purpose));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as AccessClaims;
      if (typeof claims.sub !== 'string' || typeof claims.fam !== 'string' || typeof claims.exp !== 'number') return null;
      return claims.exp * 1000 > nowMs ? claims : null;
    } catch {
      return null;
    }
  }

  /** The readable marker cookie's value: stable for one session, different for the next, no secret. */
  marker(familyId: string): string {
    return createHmac('sha256', this.key).update(`marker:${familyId}`).digest('base64url').slice(0, 22);
  }

  private mac(body: string, purpose: 'access' | 'bearer'): string {
    return createHmac('sha256', this.key).update(`${purpose}:${body}`).digest('base64url');
  }
}
