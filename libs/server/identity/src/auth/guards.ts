import { applyDecorators, type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { UnauthenticatedError } from '@dm/platform';
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

/** On a controller or handler: signed-in callers only. */
export const Authenticated = () => applyDecorators(UseGuards(AuthGuard));
/** On a controller or handler: anyone; `@CurrentUser()` may be null. */
export const OptionalUser = () => applyDecorators(UseGuards(OptionalAuthGuard));

/** The caller (`Principal`), set by AuthGuard / OptionalAuthGuard; null for a visitor. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().principal ?? null;
});
