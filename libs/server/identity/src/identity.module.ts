import { randomBytes, createHash } from 'node:crypto';
import { type DynamicModule, Global, Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { EventStore, LOGGER, type AppConfig, type PlatformParts, RateLimits } from '@dm/platform';
import { Authenticator } from './auth/authenticator.js';
import { AuthGuard, BearerAuthGuard, OptionalAuthGuard } from './auth/guards.js';
import { PasswordHasher } from './auth/password-hasher.js';
import { AccessTokens } from './auth/tokens.js';
import { AccountService } from './commands/account.service.js';
import { CreditsService } from './commands/credits.service.js';
import { SessionService } from './commands/session.service.js';
import { loadIdentityConfig, type IdentityConfig } from './identity.config.js';
import { IdentityController } from './identity.controller.js';
import { IDENTITY_CONFIG, MAILER } from './identity.tokens.js';
import { OutboxMailer, SmtpMailer, type Mailer } from './mail/mailer.js';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcService } from './oidc/oidc.service.js';
import { Identity1732190100000 } from './projections/identity.migration.js';
import { identityProjection } from './projections/identity.projection.js';
import { UserQueries } from './queries/user.queries.js';
import { identityHandlers } from './identity.messages.js';
import { UserController } from './user.controller.js';

const SIGNING_KEY = Symbol('IDENTITY_SIGNING_KEY');

/** What the composition root adds to the platform for identity. */
export const identityParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections'>> = {
  migrations: [Identity1732190100000],
  inlineProjections: [identityProjection],
};

/** The signing key: SESSION_SECRET when set, else one random key made once and kept in the database (shared by all instances). */
export async function loadSigningKey(config: IdentityConfig, dataSource: DataSource): Promise<Buffer> {
  if (config.sessionSecret) return createHash('sha256').update(config.sessionSecret).digest();
  await dataSource.query(`INSERT INTO identity_keys (name, value) VALUES ('signing', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('base64')]);
  const rows: { value: string }[] = await dataSource.query(`SELECT value FROM identity_keys WHERE name = 'signing'`);
  return Buffer.from(rows[0].value, 'base64');
}

/**
 * The identity context: accounts, sessions, teams, subscriptions and credits. Global, so every
 * other context can put `@Authenticated()` / `@OptionalUser()` on its calls.
 */
@Global()
@Module({})
export class IdentityModule implements OnApplicationBootstrap {
  static forRoot(app: AppConfig, env: NodeJS.ProcessEnv = process.env): DynamicModule {
    const config = loadIdentityConfig(app.production ? { ...env, NODE_ENV: 'production' } : env);
    return {
      module: IdentityModule,
      controllers: [IdentityController, UserController, OidcController],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: SIGNING_KEY, inject: [DataSource], useFactory: (ds: DataSource) => loadSigningKey(config, ds) },
        { provide: AccessTokens, inject: [SIGNING_KEY], useFactory: (key: Buffer) => new AccessTokens(key) },
        { provide: PasswordHasher, useFactory: () => new PasswordHasher(config.argon2) },
        {
          provide: MAILER,
          inject: [DataSource, LOGGER],
          useFactory: (ds: DataSource, logger: Logger): Mailer => (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, logger) : new OutboxMailer(ds, logger)),
        },
        {
          provide: SessionService,
          inject: [EventStore, DataSource, AccessTokens],
          useFactory: (store: EventStore, ds: DataSource, tokens: AccessTokens) => new SessionService(store, ds, tokens, config),
        },
        {
          provide: AccountService,
          inject: [EventStore, DataSource, PasswordHasher, SessionService, MAILER, LOGGER, RateLimits],
          useFactory: (store: EventStore, ds: DataSource, hasher: PasswordHasher, sessions: SessionService, mailer: Mailer, logger: Logger, limits: RateLimits) =>
            new AccountService(store, ds, hasher, sessions, mailer, config, logger, limits),
        },
        { provide: CreditsService, inject: [EventStore, DataSource], useFactory: (store: EventStore, ds: DataSource) => new CreditsService(store, ds) },
        { provide: UserQueries, inject: [DataSource], useFactory: (ds: DataSource) => new UserQueries(ds) },
        ...identityHandlers,
        { provide: Authenticator, inject: [SessionService], useFactory: (sessions: SessionService) => new Authenticator(sessions, config) },
        { provide: OidcService, inject: [SIGNING_KEY], useFactory: (key: Buffer) => (config.oidc ? new OidcService(config.oidc, key) : null) },
        AuthGuard,
        BearerAuthGuard,
        OptionalAuthGuard,
      ],
      exports: [IDENTITY_CONFIG, MAILER, Authenticator, AuthGuard, BearerAuthGuard, OptionalAuthGuard, SessionService, AccountService, CreditsService, UserQueries],
    };
  }

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(AccountService) private readonly accounts: AccountService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) await this.accounts.ensureAdmin(this.config.admin.email, this.config.admin.password);
    if (this.config.production && this.config.oidc?.allowHttp) this.logger.warn('OIDC issuer is plain http');
  }
}
