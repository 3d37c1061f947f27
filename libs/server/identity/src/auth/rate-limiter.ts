import { RateLimitedError } from '@dm/platform';
import type { RateLimit } from '../identity.config.js';

/**
 * A sliding-window counter per key, in this process's memory: each instance counts on its own,
 * so N instances behind a balancer allow up to N times the limit (acceptable for slowing down
 * guessing; a shared store would be the next step).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private sweeps = 0;

  constructor(private readonly rule: RateLimit) {}

  /** Throws a 429 with `message(minutes)` when the key has used up its window. */
  check(key: string, message: (minutes: number) => string, now = Date.now()): void {
    const recent = this.recent(key, now);
    if (recent.length >= this.rule.limit) {
      const retryMs = recent[0] + this.rule.windowMs - now;
      const seconds = Math.max(1, Math.ceil(retryMs / 1000));
      throw new RateLimitedError(message(Math.max(1, Math.ceil(seconds / 60))), seconds);
    }
  }

  hit(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (++this.sweeps % 1000 === 0) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const from = now - this.rule.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > from);
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) if (!times.some((t) => t > now - this.rule.windowMs)) this.hits.delete(key);
  }
}
