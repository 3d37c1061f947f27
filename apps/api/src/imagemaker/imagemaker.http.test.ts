import sharp from 'sharp';
import { EventStore, testDatabaseKinds } from '@dm/platform';
import { CreditsService } from '@dm/server-identity';
import { startImageStandIn, type StandIn } from '@dm/server-imagemaker/testing';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const PROMPT = 'a lighthouse at dusk';

async function signUp(app: TestApp, name: string): Promise<{ userId: string; bearer: (path: string, init?: RequestInit) => Promise<{ status: number; body: any; headers: Headers }> }> {
  app.cookies.clear();
  const userId = (await app.call('auth/register', { email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`, name, password: 'imagemaker imagemaker' })).body.data._id;
  const token = (await app.call('auth/token', {})).body.data.token as string;
  const bearer = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${app.baseUrl}/api/${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  return { userId, bearer };
}
const generate = (bearer: Awaited<ReturnType<typeof signUp>>['bearer'], prompt: string) =>
  bearer('imagemaker/text-to-image/generate', { method: 'POST', body: JSON.stringify({ prompt, model: 'whatever-the-client-says' }) });

describe('AI images without a provider (the embedded default)', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp('pglite'); });
  afterAll(() => app?.close());

  it('says it is not set up and what an admin sets; spends nothing; the calls need a bearer token, not cookies', async () => {
    expect((await app.call('imagemaker/config', undefined, { method: 'GET' })).body.data).toEqual({ configured: false, model: null });
    const { userId, bearer } = await signUp(app, 'noprov');
    await app.app.get(CreditsService).grant(userId, 'ai_image', 3, 'test');
    const res = await generate(bearer, PROMPT);
    expect(res.status).toBe(503);
    expect(res.body.error).toContain('AI images are not set up on this server');
    expect(res.body.error).toContain('IMAGE_API_URL');
    expect((await bearer('imagemaker/auth/userBalance')).body.data).toEqual({ balance: 3 });
    // cookies alone are not enough; a forged or missing token is a 401
    expect((await app.call('imagemaker/auth/userBalance', undefined, { method: 'GET' })).status).toBe(401);
    const forged = await fetch(`${app.baseUrl}/api/imagemaker/auth/userBalance`, { headers: { authorization: 'Bearer v1.eyJzdWIiOiJ4In0.bad' } });
    expect(forged.status).toBe(401);
    // and a bearer token is no access cookie
    const token = (await app.call('auth/token', {})).body.data.token;
    const asCookie = await fetch(`${app.baseUrl}/api/auth/token`, { method: 'POST', headers: { cookie: `daitkn=${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(asCookie.status).toBe(401);
  });
});

describe.each(testDatabaseKinds())('AI images against an images API stand-in (%s)', (kind) => {
  let app: TestApp;
  let api: StandIn;
  beforeAll(async () => {
    api = await startImageStandIn({ key: 'sk-test' });
    app = await startTestApp(kind, { env: { IMAGE_API_URL: api.url, IMAGE_API_KEY: 'sk-test', IMAGE_MODEL: 'fast-model', IMAGE_API_TIMEOUT_MS: '1500' } });
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  it('generates an image for one credit, keeps it as our blob, lists it in the history (15 a page) and answers it by id', async () => {
    // setup: 2 credits
    const { userId, bearer } = await signUp(app, 'maker');
    await app.app.get(CreditsService).grant(userId, 'ai_image', 2, 'test');
    expect((await app.call('imagemaker/config', undefined, { method: 'GET' })).body.data).toEqual({ configured: true, model: 'fast-model' });
    // action
    const res = await generate(bearer, PROMPT);
    // after: the image, the model the server chose, the bearer key sent, one credit spent
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userPrompt: PROMPT, images: [{ width: 256, height: 256 }] });
    expect(api.requests.at(-1)).toMatchObject({ prompt: PROMPT, model: 'fast-model', authorization: 'Bearer sk-test' });
    const url = res.body.data.images[0].imageUrl as string;
    expect(url).toMatch(/^\/api\/blobs\/imagemaker\//);
    const png = Buffer.from(await (await fetch(`${app.baseUrl}${url}`)).arrayBuffer());
    expect((await sharp(png).metadata()).format).toBe('png');
    expect((await bearer('imagemaker/auth/userBalance')).body.data).toEqual({ balance: 1 });
    // history: newest first, paged; the item by id; someone else's is a 404
    await generate(bearer, 'a second one, linked from the provider');
    const page = await bearer('imagemaker/history?perPage=15&page=1');
    expect(page.body.data.map((i: { userPrompt: string }) => i.userPrompt)).toEqual(['a second one, linked from the provider', PROMPT]);
    expect(page.body.pagination).toEqual({ page: 1, totalPages: 1, total: 2 });
    expect((await bearer('imagemaker/history?perPage=1&page=2')).body).toMatchObject({ data: [{ userPrompt: PROMPT }], pagination: { page: 2, totalPages: 2 } });
    expect((await bearer('imagemaker/history?page=zero')).status).toBe(400);
    const one = await bearer(`imagemaker/history/${res.body.data.id}`);
    expect(one.body.data.images[0].imageUrl).toBe(url);
    const other = await signUp(app, 'other');
    expect((await other.bearer(`imagemaker/history/${res.body.data.id}`)).status).toBe(404);
    expect((await other.bearer('imagemaker/history')).body.data).toEqual([]);
    // the ledger: two spends, no refund
    const ledger = await app.app.get(EventStore).readStream(`credits-${userId}`);
    expect(ledger.map((e) => e.type)).toEqual(['CreditsGranted', 'CreditsSpent', 'CreditsSpent']);
  });

  it('refuses an empty description and a user out of credit, spending nothing', async () => {
    const { userId, bearer } = await signUp(app, 'broke');
    const empty = await generate(bearer, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/please provide some description of your desired image/i);
    const out = await generate(bearer, PROMPT);
    expect(out.status).toBe(402);
    expect(out.body.error).toContain("It seems you're out of credit");
    expect(await app.app.get(EventStore).readStream(`credits-${userId}`)).toEqual([]);
    expect(api.requests.some((r) => r.prompt === PROMPT && r.authorization === undefined)).toBe(false);
  });

  it.each([
    ['slowpoke', 504, 'did not answer in time'],
    ['busy', 429, 'try again in 7 s'],
    ['explode', 502, 'Error generating your image'],
    ['forbidden', 400, 'content policy'],
    ['garbled', 502, 'Error generating your image'],
    ['empty', 502, 'Error generating your image'],
    ['notimage', 502, 'Error generating your image'],
  ])('gives the credit back when the provider fails: %s', async (word, status, message) => {
    const { userId, bearer } = await signUp(app, word);
    await app.app.get(CreditsService).grant(userId, 'ai_image', 1, 'test');
    const res = await generate(bearer, `a cat, ${word}`);
    expect(res.status).toBe(status);
    expect(res.body.error).toContain(message);
    if (word === 'busy') expect(res.headers.get('retry-after')).toBe('7');
    // the credit is back (a refund event), nothing is in the history
    expect((await bearer('imagemaker/auth/userBalance')).body.data).toEqual({ balance: 1 });
    const ledger = await app.app.get(EventStore).readStream(`credits-${userId}`);
    expect(ledger.map((e) => e.type)).toEqual(['CreditsGranted', 'CreditsSpent', 'CreditsRefunded']);
    expect((await bearer('imagemaker/history')).body.data).toEqual([]);
  });

  if (kind === 'postgres') {
    it('50 generations at once with 10 credits: exactly 10 images, the rest told they are out of credit, the balance never below zero', async () => {
      const { userId, bearer } = await signUp(app, 'rush');
      await app.app.get(CreditsService).grant(userId, 'ai_image', 10, 'test');
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => generate(bearer, `rush ${i}`)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 402)).toHaveLength(40);
      expect((await bearer('imagemaker/auth/userBalance')).body.data).toEqual({ balance: 0 });
      expect((await bearer('imagemaker/history?perPage=50')).body.pagination.total).toBe(10);
    }, 60_000);
  }
});
