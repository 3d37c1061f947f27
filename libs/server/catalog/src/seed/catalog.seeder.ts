import type { Logger } from 'pino';
import type { InstallationService } from '@dm/platform';
import type { CatalogService } from '../commands/catalog.service.js';
import type { SeedMode } from '../catalog.config.js';
import { buildSeedContent } from './catalog-content.js';

/** Bump when the seed content changes; an installation seeded at an older version gets the new entries. */
export const CATALOG_SEED_VERSION = 2;

/**
 * Loads the catalog seed once per seed version (recorded through the installation record).
 * Entries that already exist (an earlier, interrupted or older run) are left alone when their
 * content is unchanged and revised when a newer seed changed them (whether an entry is active
 * stays as it is), so a re-run is safe.
 */
export class CatalogSeeder {
  constructor(private readonly catalog: CatalogService, private readonly installation: InstallationService, private readonly logger?: Logger) {}

  async run(mode: SeedMode): Promise<Record<string, number> | null> {
    if (mode === 'none') return null;
    const seed = mode === 'full' ? 'catalog' : 'catalog-minimal';
    const info = await this.installation.info();
    if ((info?.seeds[seed] ?? 0) >= CATALOG_SEED_VERSION) return null;
    const t0 = performance.now();
    const { entries, counts } = buildSeedContent(mode);
    const existing = await this.catalog.existingEntries();
    const fresh = entries.filter((e) => !existing.has(`${e.kind}-${e.id}`));
    const changed = entries.filter((e) => {
      const before = existing.get(`${e.kind}-${e.id}`);
      return before !== undefined && contentKey(before) !== contentKey(e.fields);
    });
    const t1 = performance.now();
    const metadata = { actorId: 'system', seed };
    await this.catalog.publishMany(fresh, metadata);
    await this.catalog.runMany(changed.map((e) => ({ kind: e.kind, command: { type: 'Revise' as const, id: e.id, changes: withoutActive(e.fields) } })), metadata);
    await this.installation.recordSeed(seed, CATALOG_SEED_VERSION, counts);
    this.logger?.info({ seed, counts, published: fresh.length, revised: changed.length, build_ms: Math.round(t1 - t0), publish_ms: Math.round(performance.now() - t1) }, 'catalog seeded');
    return counts;
  }
}

/** A seed never re-activates what someone withdrew. */
const withoutActive = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'active'));

/** An entry's content for comparison: keys sorted (jsonb reorders them), thumbnails and `active` left out. */
export function contentKey(value: unknown): string {
  return JSON.stringify(value, (key, v) => {
    if (key === 'thumbnail' || key === 'display_image' || key === 'active') return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]));
    return v;
  });
}
