import { createHash, randomBytes } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Principal } from '../commands/session.service.js';

/** The visitor key: lets a visitor keep (and later claim) what they start before signing in. */
export const VISITOR_COOKIE = 'davisit';
const VISITOR_KEY = /^[A-Za-z0-9_-]{43}$/;

/** Who owns what a visitor made: a hash of their key (the key itself is never stored). */
export const visitorOwner = (key: string) => `visitor:${createHash('sha256').update(key).digest('base64url')}`;

/** The caller: the signed-in user and/or the visitor key's owner (both, for a visitor who signed in). */
export interface Caller {
  userId?: string;
  visitorOwner?: string;
  /** The signed-in user's e-mail (what invitations to designs are addressed to). */
  email?: string;
}

/** The ids a caller acts as: the user first, then the visitor key's owner. */
export const callerIds = (caller: Caller): string[] => [caller.userId, caller.visitorOwner].filter((x): x is string => !!x);

/** Reads the caller of a request; `mint` gives a visitor without a key a new one (calls that create). */
export function callerOf(context: ExecutionContext, mint: boolean): Caller {
  const http = context.switchToHttp();
  const req = http.getRequest<Request & { principal?: Principal | null }>();
  const user = req.principal ?? null;
  let key = req.cookies?.[VISITOR_COOKIE] as string | undefined;
  if (key && !VISITOR_KEY.test(key)) key = undefined;
  if (!key && !user && mint) {
    key = randomBytes(32).toString('base64url');
    http.getResponse<Response>().cookie(VISITOR_COOKIE, key, {
      httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: 365 * 24 * 3600 * 1000, path: '/api',
    });
  }
  return { userId: user?.id, visitorOwner: key ? visitorOwner(key) : undefined, ...(user?.email ? { email: user.email.toLowerCase() } : {}) };
}

/** `@CallerOf()`: who is calling (reads only). Needs an auth guard before it (OptionalUser). */
export const CallerOf = createParamDecorator((_: unknown, context: ExecutionContext) => callerOf(context, false));
/** `@CreatorOf()`: who is calling, with a visitor key made for a visitor who has none. */
export const CreatorOf = createParamDecorator((_: unknown, context: ExecutionContext) => callerOf(context, true));
