import { CreditsService } from '@dm/server-identity';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('credit account under concurrent spends (postgres)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('postgres');
  });
  afterAll(() => app?.close());

  it('lets exactly 10 of 50 concurrent 1-credit spends through at a balance of 10, and never goes negative', async () => {
    // setup
    const reg = await app.call('auth/register', { email: 'spender@example.com', name: 'Spender', password: 'spend spend spend' });
    const userId = reg.body.data._id as string;
    const credits = app.app.get(CreditsService);
    await credits.grant(userId, 'premium_image', 10, 'test');
    // action
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => credits.spend(userId, 'premium_image', 1, `order-${i}`)));
    // check
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok.length).toBe(10);
    expect(refused.length).toBe(40);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, message: expect.stringMatching(/^Not enough credits: 1 needed, 0 left/) });
    expect((await app.call('user/credits/')).body.data).toEqual({ '123rf': { remaining: 0 }, imagemaker: { balance: 0 } });
  });

  it('refunds a spend once and shows both balances', async () => {
    app.cookies.clear();
    const reg = await app.call('auth/register', { email: 'refund@example.com', name: 'Refund', password: 'refund please' });
    const userId = reg.body.data._id as string;
    const credits = app.app.get(CreditsService);
    await credits.grant(userId, 'premium_image', 2, 'test');
    await credits.grant(userId, 'ai_image', 5, 'test');
    await credits.spend(userId, 'premium_image', 2, 'order-r');
    await credits.refund(userId, 'order-r');
    await credits.refund(userId, 'order-r');
    expect((await app.call('user/credits/')).body.data).toEqual({ '123rf': { remaining: 2 }, imagemaker: { balance: 5 } });
  });
});
