import type { CookieOptions, Request, Response } from 'express';
import { SessionCookies } from '@dm/contracts';
import type { IssuedTokens } from '../commands/session.service.js';

/** Tokens are only ever sent to the API; the marker is readable on every page. */
const TOKEN_PATH = '/api';
const MARKER_PATH = '/';

const base = (req: Request, production: boolean): CookieOptions => ({
  secure: req.secure,
  sameSite: production ? 'strict' : 'lax',
});

export function setSessionCookies(req: Request, res: Response, tokens: IssuedTokens, production: boolean): void {
  const opts = base(req, production);
  res.cookie(SessionCookies.access, tokens.access, { ...opts, httpOnly: true, path: TOKEN_PATH, expires: tokens.accessExpiresAt });
  if (tokens.refresh) res.cookie(SessionCookies.refresh, tokens.refresh, { ...opts, httpOnly: true, path: TOKEN_PATH, expires: tokens.refreshExpiresAt });
  res.cookie(SessionCookies.marker, tokens.marker, { ...opts, httpOnly: false, path: MARKER_PATH, expires: tokens.refreshExpiresAt });
}

export function clearSessionCookies(req: Request, res: Response, production: boolean): void {
  const opts = base(req, production);
  res.clearCookie(SessionCookies.access, { ...opts, httpOnly: true, path: TOKEN_PATH });
  res.clearCookie(SessionCookies.refresh, { ...opts, httpOnly: true, path: TOKEN_PATH });
  res.clearCookie(SessionCookies.marker, { ...opts, httpOnly: false, path: MARKER_PATH });
}
