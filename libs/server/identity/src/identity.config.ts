/** Everything the environment can switch for identity (the README lists each variable). */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface IdentityConfig {
  production: boolean;
  argon2: Argon2Params;
  /** Signs access tokens; when unset a random key is made once and kept in the database. */
  sessionSecret?: string;
  sessionDays: number;
  resetTokenMinutes: number;
  /** Origin put in mailed links, e.g. https://designmaker.example; defaults to http://localhost:PORT. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  oidc?: { issuer: string; clientId: string; clientSecret: string; redirectUri?: string; allowHttp: boolean };
  admin?: { email: string; password: string };
  /** Where 'Upgrade today' sends people (the account provider's plans page): UPGRADE_URL, else the OIDC issuer, else none. */
  upgradeUrl?: string;
  limits: { signInPerAccount: RateLimit; signInPerAddress: RateLimit; resetPerAccount: RateLimit; resetPerAddress: RateLimit };
}

/** OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane); production refuses anything cheaper. */
export const ARGON2_PRODUCTION_FLOOR: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number greater than 0, got '${value}'`);
  return n;
};

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const production = env.NODE_ENV === 'production';
  const argon2 = {
    memoryCost: int(env.ARGON2_MEMORY_KIB, ARGON2_PRODUCTION_FLOOR.memoryCost, 'ARGON2_MEMORY_KIB'),
    timeCost: int(env.ARGON2_TIME_COST, ARGON2_PRODUCTION_FLOOR.timeCost, 'ARGON2_TIME_COST'),
    parallelism: int(env.ARGON2_PARALLELISM, ARGON2_PRODUCTION_FLOOR.parallelism, 'ARGON2_PARALLELISM'),
  };
  if (production && (argon2.memoryCost < ARGON2_PRODUCTION_FLOOR.memoryCost || argon2.timeCost < ARGON2_PRODUCTION_FLOOR.timeCost)) {
    throw new Error(`In production argon2 needs at least ${ARGON2_PRODUCTION_FLOOR.memoryCost} KiB and ${ARGON2_PRODUCTION_FLOOR.timeCost} passes; lower costs are for tests only.`);
  }
  const window = int(env.RATE_LIMIT_WINDOW_S, 15 * 60, 'RATE_LIMIT_WINDOW_S') * 1000;
  const oidcSet = env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET;
  return {
    production,
    argon2,
    sessionSecret: env.SESSION_SECRET || undefined,
    sessionDays: int(env.SESSION_DAYS, 30, 'SESSION_DAYS'),
    resetTokenMinutes: int(env.RESET_TOKEN_MINUTES, 60, 'RESET_TOKEN_MINUTES'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Designmaker <no-reply@designmaker.local>',
    oidc: oidcSet
      ? {
          issuer: env.OIDC_ISSUER as string,
          clientId: env.OIDC_CLIENT_ID as string,
          clientSecret: env.OIDC_CLIENT_SECRET as string,
          redirectUri: env.OIDC_REDIRECT_URI || undefined,
          allowHttp: !production && (env.OIDC_ISSUER as string).startsWith('http:'),
        }
      : undefined,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    upgradeUrl: /^https?:\/\//.test(env.UPGRADE_URL ?? '') ? env.UPGRADE_URL : oidcSet ? (env.OIDC_ISSUER as string) : undefined,
    limits: {
      signInPerAccount: { limit: int(env.SIGNIN_LIMIT_PER_ACCOUNT, 5, 'SIGNIN_LIMIT_PER_ACCOUNT'), windowMs: window },
      signInPerAddress: { limit: int(env.SIGNIN_LIMIT_PER_ADDRESS, 20, 'SIGNIN_LIMIT_PER_ADDRESS'), windowMs: window },
      resetPerAccount: { limit: int(env.RESET_LIMIT_PER_ACCOUNT, 3, 'RESET_LIMIT_PER_ACCOUNT'), windowMs: window },
      resetPerAddress: { limit: int(env.RESET_LIMIT_PER_ADDRESS, 10, 'RESET_LIMIT_PER_ADDRESS'), windowMs: window },
    },
  };
}
