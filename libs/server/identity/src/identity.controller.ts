import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AccountCommand, SessionCommand, UserRead } from './identity.messages.js';
import type { Request, Response } from 'express';
import {
  EmptyRequest, ForgotPasswordRequest, LoginRequest, ok, RegisterRequest, ResetPasswordRequest, SessionCookies,
  type AuthConfig, type Envelope, type ForgotPasswordAnswer, type RefreshAnswer, type ResetPasswordAnswer, type User,
} from '@dm/contracts';
import { IMAGEMAKER } from '@dm/contracts';
import { requestContext, UnauthenticatedError, ZodBody } from '@dm/platform';
import { Authenticated, CurrentUser } from './auth/guards.js';
import type { Principal } from './commands/session.service.js';
import { clearSessionCookies, setSessionCookies } from './auth/session-cookies.js';
import { IDENTITY_CONFIG } from './identity.tokens.js';
import type { IdentityConfig } from './identity.config.js';

const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** auth/*: built-in accounts and the session cookies. */
@Controller('auth')
export class IdentityController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Post('register')
  @HttpCode(200)
  async register(@Body(new ZodBody(RegisterRequest)) body: RegisterRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<User>> {
    const userId = await this.commands.execute(new AccountCommand('register', { ...body, via: 'password' }));
    return this.startSession(userId, 'register', req, res);
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body(new ZodBody(LoginRequest)) body: LoginRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<User>> {
    const userId = await this.commands.execute(new AccountCommand('signIn', body.email, body.password, address(req)));
    return this.startSession(userId, 'password', req, res);
  }

  /** A short-lived bearer token from the cookie session, for calls that take an Authorization header (the imagemaker's). */
  @Post('token')
  @HttpCode(200)
  @Authenticated()
  async token(@Body(new ZodBody(EmptyRequest)) _body: unknown, @CurrentUser() principal: Principal) {
    return ok(await this.commands.execute(new SessionCommand('issueBearer', principal, IMAGEMAKER.tokenSeconds)));
  }

  @Post('forgot_password')
  @HttpCode(200)
  async forgotPassword(@Body(new ZodBody(ForgotPasswordRequest)) body: ForgotPasswordRequest, @Req() req: Request): Promise<Envelope<ForgotPasswordAnswer>> {
    await this.commands.execute(new AccountCommand('forgotPassword', body.email, address(req)));
    return ok({ sent: true });
  }

  @Post('reset_password')
  @HttpCode(200)
  async resetPassword(@Body(new ZodBody(ResetPasswordRequest)) body: ResetPasswordRequest, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<ResetPasswordAnswer>> {
    await this.commands.execute(new AccountCommand('resetPassword', body.token, body.password, address(req)));
    clearSessionCookies(req, res, this.config.production);
    return ok({ reset: true });
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(@Body(new ZodBody(EmptyRequest)) _body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<RefreshAnswer>> {
    try {
      const issued = await this.commands.execute(new SessionCommand('refresh', req.cookies?.[SessionCookies.refresh]));
      setSessionCookies(req, res, issued, this.config.production);
      return ok({ refreshed: true });
    } catch (err) {
      if (err instanceof UnauthenticatedError) clearSessionCookies(req, res, this.config.production);
      throw err;
    }
  }

  @Get('config')
  authConfig(): Envelope<AuthConfig> {
    return ok({ oidc: !!this.config.oidc, upgrade_url: this.config.upgradeUrl ?? null });
  }

  private async startSession(userId: string, via: 'password' | 'register', req: Request, res: Response): Promise<Envelope<User>> {
    const issued = await this.commands.execute(new SessionCommand('start', userId, via));
    setSessionCookies(req, res, issued, this.config.production);
    const ctx = requestContext.get();
    if (ctx) ctx.actorId = userId;
    return ok((await this.queries.execute(new UserRead('user', userId))) as User);
  }
}
