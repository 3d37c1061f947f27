import { applyDecorators, type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ForbiddenError, UnauthenticatedError } from '@dm/platform';
import type { UserType } from '@dm/contracts';
import { Authenticator, type AuthenticatedRequest } from './authenticator.js';

/** Lets a call through only for a signed-in caller (401 with the sign-in message otherwise). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(@Inject(Authenticator) private readonly authenticator: Authenticator) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const principal = await this.authenticator.authenticate(http.getRequest<AuthenticatedRequest>(), http.getResponse<Response>());
    if (!principal) throw new UnauthenticatedError();
    return true;
  }
}

/** Bearer-authorised calls (the imagemaker's): a valid `Authorization: Bearer` token, never cookies (401 otherwise). */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(@Inject(Authenticator) private readonly authenticator: Authenticator) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = await this.authenticator.authenticateBearer(context.switchToHttp().getRequest<AuthenticatedRequest>());
    if (!principal) throw new UnauthenticatedError();
    return true;
  }
}

/** Lets every call through; `@CurrentUser()` is then the caller or null for a visitor. */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  constructor(@Inject(Authenticator) private readonly authenticator: Authenticator) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await this.authenticator.authenticate(http.getRequest<AuthenticatedRequest>(), http.getResponse<Response>());
    return true;
  }
}

/** Signed-in callers of some user types only: 401 for a visitor, 403 for another type. */
function typeGuard(types: readonly UserType[]) {
  @Injectable()
  class UserTypeGuard implements CanActivate {
    constructor(@Inject(Authenticator) readonly authenticator: Authenticator) {}
    async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const principal = await this.authenticator.authenticate(http.getRequest<AuthenticatedRequest>(), http.getResponse<Response>());
      if (!principal) throw new UnauthenticatedError();
      if (!types.includes(principal.type)) throw new ForbiddenError();
      return true;
    }
  }
  return UserTypeGuard;
}
export const AdminGuard = typeGuard(['admin']);
export const TemplateAuthorGuard = typeGuard(['admin', 'designer']);

/** On a controller or handler: admins only (the audit console). */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard));
/** On a controller or handler: admins and designers (template authoring). */
export const TemplateAuthors = () => applyDecorators(UseGuards(TemplateAuthorGuard));

/** On a controller or handler: signed-in callers only. */
export const Authenticated = () => applyDecorators(UseGuards(AuthGuard));
/** On a controller or handler: callers with a valid bearer token only. */
export const BearerAuthenticated = () => applyDecorators(UseGuards(BearerAuthGuard));
/** On a controller or handler: anyone; `@CurrentUser()` may be null. */
export const OptionalUser = () => applyDecorators(UseGuards(OptionalAuthGuard));

/** The caller (`Principal`), set by AuthGuard / OptionalAuthGuard; null for a visitor. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().principal ?? null;
});
