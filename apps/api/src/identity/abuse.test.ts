import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** Every log line the app writes, kept as text. */
class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

describe('abuse and secrets (pglite)', () => {
  let app: TestApp;
  const logs = new LogCapture();
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      logDestination: logs,
      logLevel: 'trace',
      env: { SIGNIN_LIMIT_PER_ACCOUNT: '3', SIGNIN_LIMIT_PER_ADDRESS: '6', RESET_LIMIT_PER_ACCOUNT: '2', RESET_LIMIT_PER_ADDRESS: '4' },
    });
  });
  afterAll(() => app?.close());
  beforeEach(() => app.cookies.clear());

  it('limits failed sign-ins per account with a 429 and a clear message, even for the right password', async () => {
    await app.call('auth/register', { email: 'target@example.com', name: 'T', password: 'the real password' });
    app.cookies.clear();
    for (let i = 0; i < 3; i++) expect((await app.call('auth/login', { email: 'target@example.com', password: `guess ${i}` })).status).toBe(401);
    const blocked = await app.call('auth/login', { email: 'target@example.com', password: 'the real password' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits failed sign-ins per address across accounts', async () => {
    // 3 failures already came from this address; 3 more on other accounts fill the window of 6
    for (const who of ['a', 'b', 'c']) expect((await app.call('auth/login', { email: `${who}@example.com`, password: 'wrong one' })).status).toBe(401);
    expect((await app.call('auth/login', { email: 'd@example.com', password: 'wrong one' })).status).toBe(429);
  });

  it('limits password reset requests per account and per address', async () => {
    const ask = (email: string) => app.call('auth/forgot_password', { email });
    expect((await ask('target@example.com')).status).toBe(200);
    expect((await ask('target@example.com')).status).toBe(200);
    const third = await ask('target@example.com');
    expect(third.status).toBe(429);
    expect(third.body.error).toMatch(/^Too many password reset requests\./);
    expect((await ask('other1@example.com')).status).toBe(200);
    expect((await ask('other2@example.com')).status).toBe(200);
    expect((await ask('other3@example.com')).status).toBe(429);
  });

  it('never writes a password, token or hash into an answer or a log line', async () => {
    // setup: a full life cycle with known secrets
    const password = 'Pa55word-in-the-clear';
    const reg = await app.call('auth/register', { email: 'secret@example.com', name: 'S', password }, { headers: { 'x-forwarded-for': '10.0.0.9' } });
    const answers = [JSON.stringify(reg.body)];
    const secrets = new Set<string>([password]);
    for (const v of app.cookies.values()) secrets.add(v);
    answers.push(JSON.stringify((await app.call('auth/refresh', {})).body));
    for (const v of app.cookies.values()) secrets.add(v);
    answers.push(JSON.stringify((await app.call('user/get_details', {})).body));
    answers.push(JSON.stringify((await app.call('auth/login', { email: 'secret@example.com', password: 'wrong password' })).body));
    const ds = app.app.get(DataSource);
    const [{ body }] = await ds.query(`SELECT body FROM outbox WHERE recipient = 'target@example.com' ORDER BY id LIMIT 1`);
    const token = decodeURIComponent(/reset_token=(\S+)/.exec(body)![1]);
    secrets.add(token);
    secrets.add(token.split('.')[1]);
    answers.push(JSON.stringify((await app.call('auth/reset_password', { token, password: 'Another-secret-pass' })).body));
    secrets.add('Another-secret-pass');
    const hashes: { password_hash: string }[] = await ds.query(`SELECT password_hash FROM user_credentials`);
    for (const h of hashes) secrets.add(h.password_hash);
    answers.push(JSON.stringify((await app.call('user/logout', {})).body));
    // check
    expect(logs.text.length).toBeGreaterThan(1000);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(logs.text).not.toContain(secret);
      for (const a of answers) expect(a).not.toContain(secret);
    }
    expect(logs.text).not.toMatch(/\$argon2/);
    expect(logs.text).toContain('mail written to the outbox table');
  });
});
