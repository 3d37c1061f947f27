// Sign-in latency: 200 sequential auth/login calls against the real app (PGlite, production
// argon2id cost), next to its two named baselines measured in the same run: one argon2id verify
// alone (the floor set by the password hash) and one GET /api/health (the HTTP + Nest floor).
// Usage: npx tsx tools/bench/signin.bench.ts [count]
import argon2 from 'argon2';
import { ARGON2_PRODUCTION_FLOOR } from '@dm/server-identity';
import { startTestApp } from '../../apps/api/src/testing/test-app.js';
import { printTable, row } from './harness.js';

const count = Number(process.argv[2] ?? 200);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { median: pct(s, 50), p99: pct(s, 99) };
};
async function timeEach(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

const params = ARGON2_PRODUCTION_FLOOR;
const app = await startTestApp('pglite', {
  env: {
    ARGON2_MEMORY_KIB: String(params.memoryCost), ARGON2_TIME_COST: String(params.timeCost), ARGON2_PARALLELISM: String(params.parallelism),
    SIGNIN_LIMIT_PER_ACCOUNT: '100000', SIGNIN_LIMIT_PER_ADDRESS: '100000',
  },
});
try {
  const credentials = { email: 'bench@example.com', password: 'bench password 123' };
  const reg = await app.call('auth/register', { ...credentials, name: 'Bench' });
  if (reg.status !== 200) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const hash = await argon2.hash(credentials.password, { type: argon2.argon2id, ...params });
  for (let i = 0; i < 5; i++) await app.call('auth/login', credentials); // warm-up

  const hashTimes = await timeEach(20, () => argon2.hash(credentials.password, { type: argon2.argon2id, ...params }));
  const verify = stats(await timeEach(count, () => argon2.verify(hash, credentials.password)));
  const health = stats(await timeEach(count, () => app.call('health')));
  const signin = stats(
    await timeEach(count, async () => {
      app.cookies.clear();
      const res = await app.call('auth/login', credentials);
      if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
    }),
  );
  console.log(`argon2id m=${params.memoryCost} KiB, t=${params.timeCost}, p=${params.parallelism}; hash median ${stats(hashTimes).median.toFixed(1)} ms`);
  printTable(
    `sign-in, ${count} sequential calls (PGlite)`,
    [
      row('auth/login (argon2id verify + session start)', signin.median, undefined, `p99 ${signin.p99.toFixed(1)} ms`),
      row('argon2id verify alone', verify.median, undefined, `p99 ${verify.p99.toFixed(1)} ms`),
      row('GET /api/health', health.median, undefined, `p99 ${health.p99.toFixed(1)} ms`),
    ],
    'argon2id verify alone',
  );
} finally {
  await app.close();
}
