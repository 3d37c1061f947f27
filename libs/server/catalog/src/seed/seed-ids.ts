import { createHash } from 'node:crypto';

/** Stable 24-hex ids for seeded entries, so a re-run finds the same entries. */
export const seedId = (kind: string, key: string) => createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 24);

export const slug = (s: string) =>
  s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A small deterministic PRNG (mulberry32) so the generated content is the same on every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
