import { StreamConflictError } from '../domain/errors.js';
import { retryOnStreamConflict } from './retry.js';

describe('retryOnStreamConflict', () => {
  it('runs the command again after a stream conflict, and answers the result', async () => {
    let calls = 0;
    const result = await retryOnStreamConflict(async () => {
      calls++;
      if (calls < 3) throw new StreamConflictError('s', 1, 2);
      return 'done';
    });
    expect([result, calls]).toEqual(['done', 3]);
  });

  it('gives up after the bounded number of attempts with the conflict', async () => {
    let calls = 0;
    await expect(retryOnStreamConflict(async () => {
      calls++;
      throw new StreamConflictError('s', 1, 2);
    }, 4)).rejects.toBeInstanceOf(StreamConflictError);
    expect(calls).toBe(4);
  });

  it('never retries other errors', async () => {
    let calls = 0;
    await expect(retryOnStreamConflict(async () => {
      calls++;
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
