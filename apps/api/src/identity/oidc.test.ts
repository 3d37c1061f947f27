import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { safeReturnPath } from '../../../../libs/server/identity/src/oidc/oidc.service.js';

/**
 * A real OpenID provider (oidc-provider with its development login and consent pages) on a local
 * port, and the app configured to sign in through it. A tiny "browser" follows the redirects,
 * fills the provider's forms and keeps each site's cookies.
 */
describe('sign-in through an external OpenID provider (pglite)', () => {
  let app: TestApp;
  let idp: http.Server;
  let issuer: string;
  const idpCookies = new Map<string, string>();

  beforeAll(async () => {
    let handler: http.RequestListener = (_req, res) => res.end();
    idp = http.createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    app = await startTestApp('pglite', { env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'designmaker', OIDC_CLIENT_SECRET: 'a-long-enough-client-secret-for-tests' } });
    const provider = new Provider(issuer, {
      clients: [{ client_id: 'designmaker', client_secret: 'a-long-enough-client-secret-for-tests', redirect_uris: [`${app.baseUrl}/api/auth/oidc/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
      findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id, email: `${id}@idp.example`, email_verified: true, name: `User ${id}` }) }),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      cookies: { keys: ['test-cookie-signing-key'] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    } as never);
    handler = provider.callback() as http.RequestListener;
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((r) => idp?.close(r));
  });

  /** Follows redirects from `start` like a browser, signing in at the provider as `account`. */
  async function browse(start: string, account: string): Promise<string> {
    let url = new URL(start, app.baseUrl);
    let form: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop++) {
      const atIdp = url.origin === issuer;
      const jar = atIdp ? idpCookies : app.cookies;
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: form,
      });
      form = undefined;
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...rest] = pair.split('=');
        const value = rest.join('=');
        if (!value || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      const location = res.headers.get('location');
      if (location) {
        if (!atIdp && !location.startsWith('http')) return location; // the app's final same-site redirect
        url = new URL(location, url);
        continue;
      }
      const html = await res.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!atIdp || !prompt) throw new Error(`unexpected page ${url.href} (${res.status}): ${html.slice(0, 300)}`);
      form = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'anything' } : { prompt });
    }
    throw new Error('too many redirects');
  }

  it('says that sign-in goes through the provider', async () => {
    expect((await app.call('auth/config')).body).toEqual({ response_code: 1, data: { oidc: true, upgrade_url: issuer } });
  });

  it('signs a new user up through the provider, starts a session and returns to the page', async () => {
    // action
    const landed = await browse('/api/auth/oidc/login?mode=register&return_to=%2Fdesignmaker%2Fstart%3Fx%3D1', 'alice');
    // check
    expect(landed).toBe('/designmaker/start?x=1');
    expect(app.cookies.has('dasess')).toBe(true);
    const me = (await app.call('user/get_details', {})).body.data;
    expect(me).toMatchObject({ email: 'alice@idp.example', name: 'User alice', type: 'other' });
    expect((await app.call('user/fetch_teams', {})).body.data.own_teams).toHaveLength(1);
    // signing out sends the browser to the provider's sign-out page, coming back to the dashboard
    const out = (await app.call('user/logout', {})).body.data;
    expect(out.message).toBe('You have been Logged Out');
    const signOutPage = new URL(out.redirect);
    expect(signOutPage.pathname).toMatch(/session\/end|logout/);
    expect(signOutPage.searchParams.get('post_logout_redirect_uri')).toMatch(/\/designmaker\/start$/);
    // a second sign-in finds the same user
    idpCookies.clear();
    expect(await browse('/api/auth/oidc/login?mode=login&return_to=/', 'alice')).toBe('/');
    expect((await app.call('user/get_details', {})).body.data._id).toBe(me._id);
  });

  it('links an existing account with the same verified email', async () => {
    app.cookies.clear();
    idpCookies.clear();
    const existing = (await app.call('auth/register', { email: 'bob@idp.example', name: 'Bob', password: 'bob password' })).body.data;
    app.cookies.clear();
    expect(await browse('/api/auth/oidc/login?return_to=https://evil.example/', 'bob')).toBe('/');
    expect((await app.call('user/get_details', {})).body.data._id).toBe(existing._id);
  });

  it('refuses a callback without the attempt it belongs to', async () => {
    app.cookies.clear();
    const res = await app.call('auth/oidc/callback?code=forged&state=forged');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Sign-in with the account provider did not complete. Please try again.');
    expect(app.cookies.size).toBe(0);
  });

  it('returns only to same-site relative paths', () => {
    expect(safeReturnPath('/folders?id=1#x')).toBe('/folders?id=1#x');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', undefined]) expect(safeReturnPath(bad)).toBe('/');
  });
});
