import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe.each(testDatabaseKinds())('session rotation on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.cookies.clear());

  const signUp = (email: string) => app.call('auth/register', { email, name: 'Rota', password: 'rotation password' });
  const withCookies = (cookies: Record<string, string | undefined>) => {
    app.cookies.clear();
    for (const [k, v] of Object.entries(cookies)) if (v) app.cookies.set(k, v);
  };

  it('rotates the refresh token on auth/refresh, keeping the marker of the session', async () => {
    await signUp('rotate@example.com');
    const before = new Map(app.cookies);
    const res = await app.call('auth/refresh', {});
    expect(res.body).toEqual({ response_code: 1, data: { refreshed: true } });
    expect(app.cookies.get('dairftkn')).not.toBe(before.get('dairftkn'));
    expect(app.cookies.get('dasess')).toBe(before.get('dasess'));
    expect((await app.call('user/get_details', {})).body.data.email).toBe('rotate@example.com');
  });

  it('refreshes transparently when the access cookie has expired', async () => {
    await signUp('transparent@example.com');
    const refresh = app.cookies.get('dairftkn');
    withCookies({ dairftkn: refresh, dasess: app.cookies.get('dasess') }); // the browser dropped the expired daitkn
    const res = await app.call('user/get_details', {});
    expect(res.body.data.email).toBe('transparent@example.com');
    expect(app.cookies.get('daitkn')).toBeDefined();
    expect(app.cookies.get('dairftkn')).not.toBe(refresh);
  });

  it('tolerates two tabs presenting the same refresh token at once', async () => {
    await signUp('twotabs@example.com');
    const refresh = app.cookies.get('dairftkn') as string;
    const call = () =>
      fetch(`${app.baseUrl}/api/auth/refresh`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `dairftkn=${refresh}` }, body: '{}' }).then((r) => r.json());
    const answers = await Promise.all([call(), call()]);
    expect(answers).toEqual([{ response_code: 1, data: { refreshed: true } }, { response_code: 1, data: { refreshed: true } }]);
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    // setup: sign in, then rotate twice (a thief copied the first token)
    await signUp('reuse@example.com');
    const first = app.cookies.get('dairftkn');
    withCookies({ dairftkn: first });
    await app.call('auth/refresh', {});
    await app.call('auth/refresh', {});
    const current = { ...Object.fromEntries(app.cookies) };
    // action: the thief presents the first token
    withCookies({ dairftkn: first });
    const thief = await app.call('auth/refresh', {});
    // check: refused, cookies cleared, and the legitimate newest tokens are dead too
    expect(thief.status).toBe(401);
    expect(thief.body.error).toBe('Your session has expired. Please sign in again.');
    expect(app.cookies.size).toBe(0);
    withCookies(current);
    expect((await app.call('user/get_details', {})).body.data).toBeNull();
    withCookies({ dairftkn: current.dairftkn });
    expect((await app.call('auth/refresh', {})).status).toBe(401);
  });

  it('refuses a forged or tampered access token', async () => {
    await signUp('forged@example.com');
    const access = app.cookies.get('daitkn') as string;
    const [v, body, mac] = access.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = `${v}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${mac}`;
    withCookies({ daitkn: tampered });
    expect((await app.call('user/get_details', {})).body.data).toBeNull();
    withCookies({ daitkn: 'garbage', dairftkn: 'garbage.too' });
    expect((await app.call('user/fetch_teams', {})).status).toBe(401);
  });
});
