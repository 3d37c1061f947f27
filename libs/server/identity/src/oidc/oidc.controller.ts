import { Controller, Get, Inject, Optional, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AccountCommand, SessionCommand } from '../identity.messages.js';
import type { Request, Response } from 'express';
import { Messages, OidcLoginQuery } from '@dm/contracts';
import { NotFoundError, requestContext } from '@dm/platform';
import { setSessionCookies } from '../auth/session-cookies.js';
import type { IdentityConfig } from '../identity.config.js';
import { IDENTITY_CONFIG } from '../identity.tokens.js';
import { OIDC_STATE_COOKIE, OIDC_STATE_MINUTES, OidcService } from './oidc.service.js';

const CALLBACK_PATH = '/api/auth/oidc/callback';

/** auth/oidc/*: the redirect to the account provider and its return. */
@Controller('auth/oidc')
export class OidcController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Optional() @Inject(OidcService) private readonly oidc: OidcService | null,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Get('login')
  async login(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const oidc = this.require();
    const parsed = OidcLoginQuery.safeParse(query);
    const mode = parsed.success ? parsed.data.mode : 'login';
    const returnTo = parsed.success ? parsed.data.return_to : undefined;
    const { url, cookie } = await oidc.begin(mode, returnTo, `${req.protocol}://${req.get('host')}${CALLBACK_PATH}`);
    res.cookie(OIDC_STATE_COOKIE, cookie, { httpOnly: true, secure: req.secure, sameSite: 'lax', path: CALLBACK_PATH, maxAge: OIDC_STATE_MINUTES * 60_000 });
    res.redirect(302, url);
  }

  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const oidc = this.require();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.clearCookie(OIDC_STATE_COOKIE, { httpOnly: true, secure: req.secure, sameSite: 'lax', path: CALLBACK_PATH });
    const who = await oidc.complete(query, req.cookies?.[OIDC_STATE_COOKIE]);
    const userId = await this.commands.execute(new AccountCommand('externalSignIn', who.issuer, who.subject, who.email, who.emailVerified, who.name));
    const ctx = requestContext.get();
    if (ctx) ctx.actorId = userId;
    setSessionCookies(req, res, await this.commands.execute(new SessionCommand('start', userId, 'oidc')), this.config.production);
    res.redirect(302, who.returnTo);
  }

  private require(): OidcService {
    if (!this.oidc) throw new NotFoundError(Messages.oidcNotConfigured);
    return this.oidc;
  }
}
