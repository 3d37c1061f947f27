import type { Request, Response } from 'express';
import { SessionCookies } from '@dm/contracts';
import { requestContext, UnauthenticatedError } from '@dm/platform';
import type { Principal, SessionService } from '../commands/session.service.js';
import type { IdentityConfig } from '../identity.config.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';

export type AuthenticatedRequest = Request & { principal?: Principal | null };

/**
 * Finds the caller of a request: a valid access cookie, else a transparent refresh with the
 * refresh cookie (new cookies go out on the same answer), else nobody (stale cookies are cleared).
 */
export class Authenticator {
  constructor(private readonly sessions: SessionService, private readonly config: IdentityConfig) {}

  /** The caller of a bearer-authorised call (`Authorization: Bearer <token>`); cookies are not looked at. */
  async authenticateBearer(req: AuthenticatedRequest): Promise<Principal | null> {
    if (req.principal !== undefined) return req.principal;
    const header = req.header('authorization') ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    const principal = m ? await this.sessions.principalFromBearer(m[1]) : null;
    req.principal = principal;
    const ctx = requestContext.get();
    if (ctx && principal) ctx.actorId = principal.id;
    return principal;
  }

  async authenticate(req: AuthenticatedRequest, res: Response): Promise<Principal | null> {
    if (req.principal !== undefined) return req.principal;
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    let principal = await this.sessions.principalFromAccess(cookies[SessionCookies.access]);
    if (!principal && cookies[SessionCookies.refresh]) {
      try {
        const issued = await this.sessions.refresh(cookies[SessionCookies.refresh]);
        principal = await this.sessions.principal(issued.userId, issued.familyId);
        if (principal) setSessionCookies(req, res, issued, this.config.production);
      } catch (err) {
        if (!(err instanceof UnauthenticatedError)) throw err;
      }
    }
    if (!principal && (cookies[SessionCookies.access] || cookies[SessionCookies.refresh] || cookies[SessionCookies.marker])) {
      clearSessionCookies(req, res, this.config.production);
    }
    req.principal = principal;
    const ctx = requestContext.get();
    if (ctx && principal) ctx.actorId = principal.id;
    return principal;
  }
}
