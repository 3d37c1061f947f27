import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('first start with ADMIN_EMAIL and ADMIN_PASSWORD (pglite)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { env: { ADMIN_EMAIL: 'Root@Example.com', ADMIN_PASSWORD: 'root password here' } });
  });
  afterAll(() => app?.close());

  it('creates that administrator, who can sign in and has premium photos', async () => {
    const res = await app.call('auth/login', { email: 'root@example.com', password: 'root password here' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'root@example.com', type: 'admin', photos_subscription: true });
  });
});
