import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const LIMITS = { SIGNIN_LIMIT_PER_ACCOUNT: '5', SIGNIN_LIMIT_PER_ADDRESS: '20' };
const login = (app: TestApp, email: string, password = 'wrong password') =>
  fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }).then((r) => r.status);
const count = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

describe.each(testDatabaseKinds())('rate limits under parallel requests on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: LIMITS });
    await app.call('auth/register', { email: 'victim@example.com', name: 'V', password: 'the real password' });
  }, 120_000);
  afterAll(() => app?.close());

  it('checks at most 5 of 30 parallel wrong passwords for one account', async () => {
    const statuses = await Promise.all(Array.from({ length: 30 }, () => login(app, 'victim@example.com')));
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
  });

  it('checks at most 20 of 40 parallel sign-ins from one address (15 slots left after the 5 above)', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => login(app, `someone${i}@example.com`)));
    expect(count(statuses, 401)).toBe(15);
    expect(count(statuses, 429)).toBe(25);
  });
});

const postgres = testDatabaseKinds().includes('postgres');
(postgres ? describe : describe.skip)('rate limits shared by two app instances on one PostgreSQL database', () => {
  it('counts attempts made through either instance together', async () => {
    // setup: two instances on one schema (the second reuses the first's database)
    const first = await startTestApp('postgres', { env: LIMITS });
    const schema = (await first.app.get((await import('typeorm')).DataSource).query('SELECT current_schema() AS s'))[0].s as string;
    const second = await startTestApp('postgres', { env: LIMITS, joinSchema: schema });
    try {
      await first.call('auth/register', { email: 'shared@example.com', name: 'S', password: 'the real password' });
      // action: 3 wrong passwords through each instance
      const statuses = [
        ...(await Promise.all([0, 1, 2].map(() => login(first, 'shared@example.com')))),
        ...(await Promise.all([0, 1, 2].map(() => login(second, 'shared@example.com')))),
      ];
      // check: 5 checked in all, not 5 per instance
      expect(count(statuses, 401)).toBe(5);
      expect(count(statuses, 429)).toBe(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
describe('rate limits kept in Redis when REDIS_URL is set', () => {
  let app: TestApp;
  let redis: Redis;
  let reachable = true;
  beforeAll(async () => {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
    } catch {
      reachable = false;
    }
    app = await startTestApp('pglite', { env: { ...LIMITS, REDIS_URL: redisUrl } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    redis.disconnect();
  });

  it('counts in Redis atomically: 5 of 30 parallel wrong passwords are checked, and the counter is in Redis', async () => {
    if (!reachable) throw new Error(`Redis is not reachable at ${redisUrl}; the machine runs one at 127.0.0.1:6379`);
    const email = `redis-${randomBytes(4).toString('hex')}@example.com`;
    const statuses = await Promise.all(Array.from({ length: 30 }, () => login(app, email)));
    expect(count(statuses, 401)).toBe(5);
    const points = await redis.get(`dm_signin_account:${email}`);
    expect(Number(points)).toBeGreaterThanOrEqual(5);
    // the database holds none of it
    const rows = await app.app.get((await import('typeorm')).DataSource).query(`SELECT count(*)::int AS n FROM rate_limits`);
    expect(rows[0].n).toBe(0);
  });
});
