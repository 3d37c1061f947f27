import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Email, NewPassword, UserType } from '@dm/contracts';
import { createDataSource, createLogger, EventStore, loadConfig, openDatabase, platformInlineProjections, platformMigrations, RateLimits } from '@dm/platform';
import { AccessTokens, AccountService, CreditsService, loadIdentityConfig, loadSigningKey, OutboxMailer, PasswordHasher, SessionService, UserQueries } from '@dm/server-identity';
import { CatalogQueries } from '@dm/server-catalog';
import { OrdersService } from '@dm/server-orders';
import { contextParts } from './app.module.js';

const USAGE = `Operator commands (stop the server first when it runs on the embedded database):
  admin create-user --email E --name N [--type admin|designer|other]   (password from --password or DM_PASSWORD)
  admin set-type --email E --type admin|designer|other
  admin grant-credits --email E --amount N [--kind premium_image|ai_image] [--reason TEXT]
  admin set-subscription --email E --status active|inactive [--free-plan] [--scope designmaker,mockupmaker]
  admin create-coupon --code CODE (--percent P | --fixed USD) --expires YYYY-MM-DD   (one use per user, card payments)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, type: { type: 'string' },
    amount: { type: 'string' }, kind: { type: 'string', default: 'premium_image' }, reason: { type: 'string', default: 'granted by an operator' },
    status: { type: 'string' }, code: { type: 'string' }, percent: { type: 'string' }, fixed: { type: 'string' }, expires: { type: 'string' }, 'free-plan': { type: 'boolean', default: false }, scope: { type: 'string', default: 'designmaker' },
  },
});

function need<T>(parsed: { success: boolean; data?: T; error?: { issues: { message: string }[] } }, what: string): T {
  if (!parsed.success) fail(`--${what}: ${parsed.error?.issues[0]?.message ?? 'invalid'}`);
  return parsed.data as T;
}
function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const command = positionals[0];
if (!command) fail('Which command?');
const config = loadConfig();
const identity = loadIdentityConfig(config.production ? { ...process.env, NODE_ENV: 'production' } : process.env);
const logger = createLogger({ level: config.logLevel });
const handle = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, schema: config.databaseSchema } : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
const ds = createDataSource(handle, { entities: contextParts.entities ?? [], migrations: [...platformMigrations, ...(contextParts.migrations ?? [])] });
try {
  await ds.initialize();
  await ds.runMigrations();
  const store = new EventStore(ds, [...platformInlineProjections, ...(contextParts.inlineProjections ?? [])]);
  const sessions = new SessionService(store, ds, new AccessTokens(await loadSigningKey(identity, ds)), identity);
  const accounts = new AccountService(store, ds, new PasswordHasher(identity.argon2), sessions, new OutboxMailer(ds, logger), identity, logger, new RateLimits(ds));
  const credits = new CreditsService(store, ds);
  const email = () => need(Email.safeParse(values.email), 'email');
  switch (command) {
    case 'create-coupon': {
      const orders = new OrdersService(ds, store, new CatalogQueries(ds), credits, new UserQueries(ds));
      if (!values.code) fail('--code: which code?');
      if ((values.percent === undefined) === (values.fixed === undefined)) fail('give either --percent or --fixed');
      const expires = new Date(`${values.expires ?? ''}T23:59:59Z`);
      if (Number.isNaN(expires.getTime())) fail('--expires: a date as YYYY-MM-DD');
      const terms = { code: values.code, kind: values.percent !== undefined ? 'percent' as const : 'fixed' as const, value: Number(values.percent ?? values.fixed), expiresAt: expires.toISOString() };
      await orders.createCoupon(terms);
      console.log(`coupon ${terms.code.toUpperCase()}: ${terms.kind === 'percent' ? `${terms.value}%` : `$${terms.value}`} off until ${terms.expiresAt}`);
      break;
    }
    case 'create-user': {
      const password = need(NewPassword.safeParse(values.password ?? process.env.DM_PASSWORD), 'password');
      const type = need(UserType.safeParse(values.type ?? 'other'), 'type');
      const id = await accounts.register({ email: email(), name: values.name || email().split('@')[0], password, type, via: 'admin' });
      console.log(`created ${type} ${email()} (${id})`);
      break;
    }
    case 'set-type': {
      const type = need(UserType.safeParse(values.type), 'type');
      await accounts.setType(await accounts.requireUserIdByEmail(email()), type);
      console.log(`${email()} is now ${type}`);
      break;
    }
    case 'grant-credits': {
      const amount = Number(values.amount);
      if (values.kind !== 'premium_image' && values.kind !== 'ai_image') fail('--kind: premium_image or ai_image');
      const balances = await credits.grant(await accounts.requireUserIdByEmail(email()), values.kind, amount, values.reason as string);
      console.log(`${email()}: premium_image ${balances.premium_image}, ai_image ${balances.ai_image}`);
      break;
    }
    case 'set-subscription': {
      if (values.status !== 'active' && values.status !== 'inactive') fail('--status: active or inactive');
      const terms = { sub_status: values.status === 'active', sub_free_plan: !!values['free-plan'], scope: (values.scope as string).split(',').filter(Boolean) };
      await credits.setSubscription(await accounts.requireUserIdByEmail(email()), terms);
      console.log(`${email()}: ${JSON.stringify(terms)}`);
      break;
    }
    default:
      fail(`Unknown command '${command}'.`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  if (ds.isInitialized) await ds.destroy();
  await handle.close();
}
