import { createHmac, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { Messages } from '@dm/contracts';
import { UnauthenticatedError } from '@dm/platform';
import type { IdentityConfig } from '../identity.config.js';

type OidcSettings = NonNullable<IdentityConfig['oidc']>;

/** What travels in the short-lived, signed `daoidc` cookie between the redirect and the callback. */
interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  returnTo: string;
  mode: 'login' | 'register';
  exp: number;
}

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  returnTo: string;
}

export const OIDC_STATE_COOKIE = 'daoidc';
export const OIDC_STATE_MINUTES = 10;

/** Only same-site relative paths: '/x' but never '//host', '/\host' or absolute URLs. */
export function safeReturnPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\r\n\t]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://same.site');
    return url.host === 'same.site' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** Sign-in through an external account provider: authorization code + PKCE, with state and nonce. */
export class OidcService {
  private configuration?: Promise<client.Configuration>;

  constructor(private readonly settings: OidcSettings, private readonly key: Buffer) {}

  /** The provider URL to send the browser to, and the cookie value that remembers this attempt. */
  async begin(mode: 'login' | 'register', returnTo: string | undefined, defaultRedirectUri: string): Promise<{ url: string; cookie: string }> {
    const config = await this.config();
    const pending: PendingSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      redirectUri: this.settings.redirectUri ?? defaultRedirectUri,
      returnTo: safeReturnPath(returnTo),
      mode,
      exp: Date.now() + OIDC_STATE_MINUTES * 60_000,
    };
    const params: Record<string, string> = {
      redirect_uri: pending.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    };
    if (mode === 'register') params.prompt = 'login';
    return { url: client.buildAuthorizationUrl(config, params).href, cookie: this.seal(pending) };
  }

  /**
   * The provider's sign-out page (RP-initiated logout), coming back to `returnTo` afterwards;
   * undefined when the provider has none.
   */
  async signOutUrl(returnTo: string): Promise<string | undefined> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(config, { post_logout_redirect_uri: returnTo, client_id: this.settings.clientId }).href;
  }

  /** Checks the provider's answer against the remembered attempt and returns who signed in. */
  async complete(query: string, cookie: string | undefined): Promise<ExternalIdentity> {
    const pending = this.unseal(cookie);
    if (!pending) throw new UnauthenticatedError(Messages.oidcFailed);
    const config = await this.config();
    const currentUrl = new URL(pending.redirectUri);
    currentUrl.search = query;
    let tokens;
    try {
      tokens = await client.authorizationCodeGrant(
        config,
        currentUrl,
        { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
        { redirect_uri: pending.redirectUri },
      );
    } catch {
      throw new UnauthenticatedError(Messages.oidcFailed);
    }
    const claims = tokens.claims();
    if (!claims) throw new UnauthenticatedError(Messages.oidcFailed);
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let verified = claims.email_verified === true;
    let name = typeof claims.name === 'string' ? claims.name : undefined;
    if (!email && tokens.access_token) {
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : undefined;
      verified = info.email_verified === true;
      name ??= typeof info.name === 'string' ? info.name : undefined;
    }
    return { issuer: config.serverMetadata().issuer, subject: claims.sub, email, emailVerified: verified, name, returnTo: pending.returnTo };
  }

  private config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.settings.issuer), this.settings.clientId, this.settings.clientSecret, undefined, this.settings.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((err) => {
        this.configuration = undefined; // try discovery again on the next sign-in
        throw err;
      });
    return this.configuration;
  }

  private seal(pending: PendingSignIn): string {
    const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private unseal(cookie: string | undefined): PendingSignIn | null {
    const [body, mac] = (cookie ?? '').split('.');
    if (!body || !mac) return null;
    const a = Buffer.from(mac);
    const b = Buffer.from(this.mac(body));
    if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
    const pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingSignIn;
    return pending.exp > Date.now() ? pending : null;
  }

  private mac(body: string) {
    return createHmac('sha256', this.key).update(`oidc:${body}`).digest('base64url');
  }
}
