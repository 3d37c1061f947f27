import { Body, Controller, Get, Header, HttpCode, Inject, Optional, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SessionCommand, UserRead } from './identity.messages.js';
import type { Request, Response } from 'express';
import { EmptyRequest, Messages, ok, type Credits, type Envelope, type LogoutAnswer, type Teams, type UserDetailsAnswer } from '@dm/contracts';
import { TeamsQuery, ZodBody } from '@dm/platform';
import { Authenticated, CurrentUser, OptionalUser } from './auth/guards.js';
import { clearSessionCookies } from './auth/session-cookies.js';
import type { Principal } from './commands/session.service.js';
import type { IdentityConfig } from './identity.config.js';
import { IDENTITY_CONFIG } from './identity.tokens.js';
import { OidcService } from './oidc/oidc.service.js';

/** user/*: the signed-in user's record, teams and credits, and sign-out. */
@Controller('user')
export class UserController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Optional() @Inject(OidcService) private readonly oidc: OidcService | null,
  ) {}

  @Post('get_details')
  @HttpCode(200)
  @OptionalUser()
  async getDetails(@Body(new ZodBody(EmptyRequest)) _body: unknown, @CurrentUser() principal: Principal | null): Promise<Envelope<UserDetailsAnswer>> {
    return this.details(principal);
  }

  /**
   * The same read by GET: every page of the app preloads it while its scripts load (serveWeb adds
   * the link), and the app asks for it so. Never stored by a cache.
   */
  @Get('get_details')
  @Header('Cache-Control', 'no-store')
  @OptionalUser()
  async getDetailsByLink(@CurrentUser() principal: Principal | null): Promise<Envelope<UserDetailsAnswer>> {
    return this.details(principal);
  }

  private async details(principal: Principal | null): Promise<Envelope<UserDetailsAnswer>> {
    return ok(principal ? await this.queries.execute(new UserRead('user', principal.id)) : null);
  }

  @Post('logout')
  @HttpCode(200)
  @OptionalUser()
  async logout(@CurrentUser() principal: Principal | null, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<LogoutAnswer>> {
    if (principal) await this.commands.execute(new SessionCommand('revoke', principal.sessionId, 'logout'));
    clearSessionCookies(req, res, this.config.production);
    // Signed in through an external provider: sign out there too (spec: logout, then the provider's sign-out page).
    const redirect = this.oidc ? await this.oidc.signOutUrl(`${this.config.publicUrl}/designmaker/start`).catch(() => undefined) : undefined;
    return ok(redirect ? { message: Messages.loggedOut, redirect } : { message: Messages.loggedOut });
  }

  @Post('fetch_teams')
  @HttpCode(200)
  @Authenticated()
  async fetchTeams(@Body(new ZodBody(EmptyRequest)) _body: unknown, @CurrentUser() principal: Principal): Promise<Envelope<Teams>> {
    return ok(await this.queries.execute(new TeamsQuery(principal.id, principal.email)));
  }

  @Get('credits')
  @Authenticated()
  async credits(@CurrentUser() principal: Principal): Promise<Envelope<Credits>> {
    return ok(await this.queries.execute(new UserRead('credits', principal.id)));
  }
}
