import { RenderPool } from './renderPool';

describe('the wizard render pool', () => {
  it('runs at most 6 jobs at once and drops queued jobs of a stale request', async () => {
    const pool = new RenderPool(6);
    let running = 0, peak = 0;
    const done: string[] = [];
    const job = (name: string) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((ok) => setTimeout(ok, 5));
      running--;
      done.push(name);
    };
    const first = pool.next();
    for (let i = 0; i < 10; i++) pool.add(first, job(`a${i}`));
    const second = pool.next();
    for (let i = 0; i < 3; i++) pool.add(second, job(`b${i}`));
    await new Promise((ok) => setTimeout(ok, 60));
    expect(peak).toBeLessThanOrEqual(6);
    // the first request's running six finished; its queued four never ran
    expect(done.filter((d) => d.startsWith('a'))).toHaveLength(6);
    expect(done.filter((d) => d.startsWith('b'))).toHaveLength(3);
    expect(pool.isCurrent(first)).toBe(false);
  });
});
