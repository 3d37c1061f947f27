import { RenderPool } from './renderPool';

/** Lets every settled promise's callbacks run (the pool frees a renderer in a `finally`). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('the wizard render pool', () => {
  it('runs at most 6 jobs at once and drops queued jobs of a stale request', async () => {
    const pool = new RenderPool(6);
    let running = 0, peak = 0;
    const started: string[] = [];
    const done: string[] = [];
    const finish = new Map<string, () => void>();
    // each job runs until the test finishes it, so nothing here depends on the clock
    const job = (name: string) => async () => {
      running++;
      peak = Math.max(peak, running);
      started.push(name);
      await new Promise<void>((ok) => finish.set(name, ok));
      running--;
      done.push(name);
    };
    const first = pool.next();
    for (let i = 0; i < 10; i++) pool.add(first, job(`a${i}`));
    expect(started).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    const second = pool.next();
    for (let i = 0; i < 3; i++) pool.add(second, job(`b${i}`));
    // every renderer is still busy with the first request's jobs
    expect(started).toHaveLength(6);
    for (let i = 0; i < 6; i++) finish.get(`a${i}`)!();
    await settle();
    expect(started.filter((s) => s.startsWith('b'))).toEqual(['b0', 'b1', 'b2']);
    for (let i = 0; i < 3; i++) finish.get(`b${i}`)!();
    await settle();
    expect(peak).toBe(6);
    // the first request's running six finished; its queued four never ran
    expect(done.filter((d) => d.startsWith('a'))).toHaveLength(6);
    expect(done.filter((d) => d.startsWith('b'))).toHaveLength(3);
    expect(started).not.toContain('a6');
    expect(pool.isCurrent(first)).toBe(false);
    pool.add(first, job('late'));
    expect(started).not.toContain('late');
  });
});
