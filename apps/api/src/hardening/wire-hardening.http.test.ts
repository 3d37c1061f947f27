import { AccountService } from '@dm/server-identity';
import { CatalogService } from '@dm/server-catalog';
import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Found by attacking a running copy (issue 11): each block failed before its fix.
process.env.SEED = 'minimal';
const PASSWORD = 'correct horse battery';
const register = (app: TestApp, email: string) => app.call('auth/register', { email, name: 'Designer', password: PASSWORD });

describe.each(testDatabaseKinds())('wire hardening on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 120_000);
  afterAll(() => app?.close());
  beforeEach(() => app.cookies.clear());

  it('answers NUL characters and lone surrogates in any text field with a 400 naming the field, changing nothing', async () => {
    // setup
    await register(app, 'nul@example.com');
    const design = (await app.call('saved_design/create_blank_design', { width: 500, height: 500 })).body.data;
    // action + check
    for (const bad of ['a\u0000b', '\ud800', 'x\udfffy']) {
      for (const [path, body, field] of [
        ['saved_design/update/', { id: design._id, name: bad }, 'name'],
        ['design/get_one', { id: bad }, 'id'],
        ['saved_design/get_one', { id: bad }, 'id'],
        ['saved_design/create_blank_design', { width: 500, height: 500, name: bad }, 'name'],
        ['auth/login', { email: bad, password: PASSWORD }, 'email'],
        ['design_templates/_search', { query: bad }, 'query'],
      ] as const) {
        const res = await app.call(path, body);
        expect([path, res.status, res.body.error]).toEqual([path, 400, expect.stringContaining(`'${field}'`)]);
      }
    }
    expect((await app.call('saved_design/get_one', { id: design._id })).body.data.name).toBe('Untitled design');
    expect((await app.call('user/fetch_owned_designs')).body.data).toHaveLength(1);
  });

  it('compares the whole origin (scheme, host and port) of state-changing calls', async () => {
    const host = new URL(app.baseUrl).host;
    const call = (origin: string) => app.call('auth/login', { email: 'x@example.com', password: 'wrong password' }, { headers: { origin } });
    expect((await call(`https://${host}`)).status).toBe(403);
    expect((await call(`http://${host.replace(/:\d+$/, ':1')}`)).status).toBe(403);
    expect((await call('null')).status).toBe(403);
    expect((await call(`http://${host}`)).status).toBe(401);
  });

  it('keeps inactive templates to admins and designers', async () => {
    // setup: one template withdrawn
    const catalog = app.app.get(CatalogService);
    const [template] = (await app.call('design/get/', { active: true, page_no: 0, size: 1 })).body.data.docs;
    await catalog.withdraw('design_template', template._id);
    // check: visitors and ordinary users neither read nor list it
    for (const who of ['visitor', 'user']) {
      if (who === 'user') await register(app, 'plain@example.com');
      expect((await app.call('design/get_one', { id: template._id })).status).toBe(404);
      expect((await app.call('design/get/', { id: template._id, page_no: 0, size: 10 })).body.data.docs).toEqual([]);
      expect((await app.call('design/get/', { active: false, page_no: 0, size: 10 })).body.data.docs).toEqual([]);
      expect((await app.call('design/copy_into_saved_design', { id: template._id })).status).toBe(404);
    }
    // an admin does
    app.cookies.clear();
    const admin = (await register(app, 'author@example.com')).body.data;
    await app.app.get(AccountService).setType(admin._id ?? admin.id, 'admin');
    app.cookies.clear();
    await app.call('auth/login', { email: 'author@example.com', password: PASSWORD });
    const seen = await app.call('design/get_one', { id: template._id });
    expect(seen.body.data).toMatchObject({ _id: template._id, active: false });
    await catalog.revise('design_template', template._id, { active: true });
  });

  it("answers a claim of someone else's design like a missing one (404), so ids do not leak", async () => {
    await register(app, 'claim-owner@example.com');
    const mine = (await app.call('saved_design/create_blank_design', { width: 500, height: 500 })).body.data;
    app.cookies.clear();
    await register(app, 'claim-thief@example.com');
    const theirs = await app.call('saved_design/claim', { design_id: mine._id });
    const none = await app.call('saved_design/claim', { design_id: 'no-such-design' });
    expect([theirs.status, theirs.body.error]).toEqual([none.status, none.body.error]);
    expect(theirs.status).toBe(404);
  });
});

describe('session cookies in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { env: { NODE_ENV: 'production', ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' } });
  }, 120_000);
  afterAll(() => app?.close());

  it('are SameSite=Strict, and Secure behind https', async () => {
    const res = await app.call('auth/register', { email: 'prod@example.com', name: 'Prod', password: PASSWORD }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    for (const name of ['daitkn', 'dairftkn']) {
      const line = cookies.find((c) => c.startsWith(`${name}=`));
      expect(line).toMatch(/SameSite=Strict/i);
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/HttpOnly/i);
    }
  });
});
