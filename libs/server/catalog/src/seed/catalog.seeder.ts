import type { Logger } from 'pino';
import type { InstallationService } from '@dm/platform';
import type { CatalogService } from '../commands/catalog.service.js';
import type { SeedMode } from '../catalog.config.js';
import { buildSeedContent } from './catalog-content.js';

/** Bump when the seed content changes; an installation seeded at an older version gets the new entries. */
export const CATALOG_SEED_VERSION = 7;

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
    await this.catalog.runMany(
      changed.map((e) => ({ kind: e.kind, command: { type: 'Revise' as const, id: e.id, changes: seedChanges(existing.get(`${e.kind}-${e.id}`)!, e.fields) } })),
      metadata,
    );
    await this.installation.recordSeed(seed, CATALOG_SEED_VERSION, counts);
    this.logger?.info({ seed, counts, published: fresh.length, revised: changed.length, build_ms: Math.round(t1 - t0), publish_ms: Math.round(performance.now() - t1) }, 'catalog seeded');
    return counts;
  }
}

/**
 * What a newer seed changes in an entry: its content, never whether it is active (a seed does not
 * re-activate what someone withdrew), and rendered images only when the design they show changed
 * (the background renderer then draws them again).
 */
export function seedChanges(before: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = Object.fromEntries(Object.entries(next).filter(([k]) => k !== 'active' && k !== 'display_image'));
  if (contentKey(before.design_file) === contentKey(next.design_file)) delete changes.thumbnail;
  const [was, now] = [before.example, next.example] as { _id?: string; design_file?: unknown; thumbnail?: unknown }[];
  if (was && now && was._id === now._id && contentKey(was.design_file) === contentKey(now.design_file)) changes.example = { ...now, thumbnail: was.thumbnail };
  return changes;
}

/** An entry's content for comparison: keys sorted (jsonb reorders them), thumbnails and `active` left out. */
export function contentKey(value: unknown): string {
  return JSON.stringify(value, (key, v) => {
    if (key === 'thumbnail' || key === 'display_image' || key === 'active') return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]));
    return v;
  });
}
