import { Writable } from 'node:stream';
import { createLogger, serializeError } from './logger.js';

describe('error logging', () => {
  it('keeps the statement of a failed query but never its parameters or the driver detail', () => {
    // setup: what TypeORM throws for a failed query
    const err = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      name: 'QueryFailedError',
      query: 'INSERT INTO users (email, doc) VALUES ($1, $2)',
      parameters: ['secret.person@example.com', '{"pages":[]}'],
      driverError: { code: '23505', detail: 'Key (email)=(secret.person@example.com) already exists.' },
      code: '23505',
    });
    // action
    const lines: string[] = [];
    const logger = createLogger({ level: 'error', destination: new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }) });
    logger.error({ err }, 'unhandled error');
    // check
    expect(lines.join('')).toContain('INSERT INTO users');
    expect(lines.join('')).not.toContain('secret.person@example.com');
    expect(serializeError(err)).toMatchObject({ type: 'QueryFailedError', code: '23505' });
  });
});
