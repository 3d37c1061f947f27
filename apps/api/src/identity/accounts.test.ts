import { EventStore, platformInlineProjections, replayAll, testDatabaseKinds } from '@dm/platform';
import { identityProjection } from '@dm/server-identity';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const register = (app: TestApp, email: string, password = 'correct horse battery') => app.call('auth/register', { email, name: 'Ada Lovelace', password });

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.cookies.clear());

  it('registers a user with protected folders, an own team and no subscription, and starts a session', async () => {
    // action
    const res = await register(app, ' Ada@Example.com ');
    // check
    expect(res.status).toBe(200);
    expect(res.body.response_code).toBe(1);
    const user = res.body.data;
    expect(user).toMatchObject({
      email: 'ada@example.com', name: 'Ada Lovelace', type: 'other', uploads: [], photos_subscription: false,
      subscription: { sub_status: false, sub_free_plan: false, scope: [] },
    });
    expect(new Set([user._id, user.my_photos_folder, user.my_designs_folder, user.my_purchases_folder]).size).toBe(4);
    expect([...app.cookies.keys()].sort()).toEqual(['dairftkn', 'daitkn', 'dasess']);
    expect((await app.call('user/get_details', {})).body.data).toEqual(user);
    const teams = (await app.call('user/fetch_teams', {})).body.data;
    expect(teams).toEqual({ own_teams: [{ _id: expect.any(String), name: "Ada Lovelace's team", brand_kits: [{ _id: expect.any(String), logos: [], color_palette: [], selected_fonts: [], fonts: {} }], font_uploads: [], role: 'owner', members: [] }], member_teams: [] });
    expect((await app.call('user/credits/')).body).toEqual({ response_code: 1, data: { '123rf': { remaining: 0 }, imagemaker: { balance: 0 } } });
  });

  it('sets HttpOnly token cookies, a readable marker, SameSite=Lax outside production', async () => {
    const res = await register(app, 'cookies@example.com');
    const lines = res.headers.getSetCookie();
    const line = (name: string) => lines.find((l) => l.startsWith(`${name}=`)) as string;
    expect(line('daitkn')).toMatch(/HttpOnly/);
    expect(line('daitkn')).toMatch(/SameSite=Lax/);
    expect(line('dairftkn')).toMatch(/HttpOnly/);
    expect(line('dasess')).not.toMatch(/HttpOnly/);
    expect(line('dasess')).toMatch(/Path=\//);
    // access token lives 15 minutes
    const expires = Date.parse(/Expires=([^;]+)/.exec(line('daitkn'))![1]);
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 1000);
  });

  it('refuses a second account with the same email with 409', async () => {
    await register(app, 'twice@example.com');
    app.cookies.clear();
    const res = await register(app, 'TWICE@example.com');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ response_code: 0, error: 'An account with this email already exists. Please sign in instead.' });
  });

  it('answers a visitor with data null, and protected calls with 401', async () => {
    expect((await app.call('user/get_details', {})).body).toEqual({ response_code: 1, data: null });
    expect((await app.call('user/fetch_teams', {})).status).toBe(401);
    expect((await app.call('user/credits/')).body).toEqual({ response_code: 0, error: 'Please sign in to continue.' });
  });

  it('signs out, signs in again, and refuses a wrong password', async () => {
    // setup
    await register(app, 'grace@example.com', 'first password');
    const marker = app.cookies.get('dasess');
    // action: sign out
    const out = await app.call('user/logout', {});
    expect(out.body).toEqual({ response_code: 1, data: { message: 'You have been Logged Out' } });
    expect(app.cookies.size).toBe(0);
    expect((await app.call('user/get_details', {})).body.data).toBeNull();
    // action: wrong password, then right one
    const wrong = await app.call('auth/login', { email: 'grace@example.com', password: 'not it at all' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('The email or password is incorrect.');
    const unknown = await app.call('auth/login', { email: 'nobody@example.com', password: 'first password' });
    expect(unknown.body).toEqual(wrong.body);
    const ok = await app.call('auth/login', { email: 'Grace@example.com', password: 'first password' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe('grace@example.com');
    // check: a new session has a new marker
    expect(app.cookies.get('dasess')).toBeDefined();
    expect(app.cookies.get('dasess')).not.toBe(marker);
  });

  it('keeps a revoked session out even with a still-valid access token', async () => {
    await register(app, 'stolen@example.com');
    const stolen = new Map(app.cookies);
    await app.call('user/logout', {});
    app.cookies.clear();
    for (const [k, v] of stolen) app.cookies.set(k, v);
    expect((await app.call('user/get_details', {})).body.data).toBeNull();
  });

  it('resets a forgotten password through the mailed single-use link, revoking every session', async () => {
    // setup: a user signed in on two devices
    await register(app, 'reset@example.com', 'old password');
    const otherDevice = new Map(app.cookies);
    app.cookies.clear();
    const ds = app.app.get(DataSource);
    // action: ask for the link, for a known and an unknown address
    const asked = await app.call('auth/forgot_password', { email: 'reset@example.com' });
    const unknown = await app.call('auth/forgot_password', { email: 'ghost@example.com' });
    expect(asked.body).toEqual({ response_code: 1, data: { sent: true } });
    expect(unknown.body).toEqual(asked.body);
    const mails: { recipient: string; body: string }[] = await ds.query(`SELECT recipient, body FROM outbox ORDER BY id`);
    expect(mails.map((m) => m.recipient)).toEqual(['reset@example.com']);
    const link = /(http\S+\/designmaker\/start\?reset_token=(\S+))/.exec(mails[0].body)!;
    const token = decodeURIComponent(link[2]);
    // action: reset
    const reset = await app.call('auth/reset_password', { token, password: 'new password' });
    expect(reset.body).toEqual({ response_code: 1, data: { reset: true } });
    // check: single use, old password gone, new one works, other device signed out
    const again = await app.call('auth/reset_password', { token, password: 'another password' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This password reset link is invalid, expired or already used. Please ask for a new one.');
    expect((await app.call('auth/login', { email: 'reset@example.com', password: 'old password' })).status).toBe(401);
    expect((await app.call('auth/login', { email: 'reset@example.com', password: 'new password' })).status).toBe(200);
    app.cookies.clear();
    for (const [k, v] of otherDevice) app.cookies.set(k, v);
    expect((await app.call('user/get_details', {})).body.data).toBeNull();
  });

  it('names the offending field in every validation failure and changes nothing', async () => {
    const short = await app.call('auth/register', { email: 'short@example.com', name: 'S', password: 'seven77' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("Invalid value for 'password': must be at least 8 characters");
    expect((await app.call('auth/register', { email: 'not-an-email', name: 'S', password: 'long enough' })).body.error).toBe("Invalid value for 'email': must be an email address");
    expect((await app.call('auth/register', { email: 'a@example.com', password: 'long enough' })).body.error).toBe("Invalid value for 'name': it is required");
    expect((await app.call('auth/login', { email: 'a@example.com' })).body.error).toBe("Invalid value for 'password': it is required");
    expect((await app.call('auth/reset_password', { token: '', password: 'long enough' })).body.error).toBe("Invalid value for 'token': must not be empty");
    expect((await app.call('auth/reset_password', { token: 'x.y', password: 'long enough' })).body.error).toMatch(/invalid, expired or already used/);
    const ds = app.app.get(DataSource);
    expect(await ds.query(`SELECT count(*)::int AS n FROM users WHERE email = 'short@example.com'`)).toEqual([{ n: 0 }]);
  });

  it('refuses sign-in from a foreign origin', async () => {
    const res = await app.call('auth/login', { email: 'a@example.com', password: 'whatever1' }, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  it('says whether sign-in goes through an external provider', async () => {
    expect((await app.call('auth/config')).body).toEqual({ response_code: 1, data: { oidc: false, upgrade_url: null } });
    expect((await app.call('auth/oidc/login?mode=login')).status).toBe(404);
  });

  it('rebuilds every identity read model from position 0 to exactly the live tables', async () => {
    const ds = app.app.get(DataSource);
    const tables = identityProjection.tables;
    const snapshot = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await ds.query(`SELECT * FROM ${t} ORDER BY 1, 2`)] as const)));
    const live = await snapshot();
    const inline = [...platformInlineProjections, identityProjection];
    await replayAll(ds, new EventStore(ds, inline), inline);
    expect(await snapshot()).toEqual(live);
    expect(live.users.length).toBeGreaterThan(3);
  });
});
