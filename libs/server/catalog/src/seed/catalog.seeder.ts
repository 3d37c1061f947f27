import type { Logger } from 'pino';
import type { InstallationService } from '@dm/platform';
import type { CatalogService } from '../commands/catalog.service.js';
import type { SeedMode } from '../catalog.config.js';
import { buildSeedContent } from './catalog-content.js';
import { renderThumbnails } from './thumbnails.js';

/** Bump when the seed content changes; an installation seeded at an older version gets the new entries. */
export const CATALOG_SEED_VERSION = 1;

/**
 * Loads the catalog seed once per seed version (recorded through the installation record).
 * Entries that already exist (an earlier, interrupted or older run) are skipped, so a re-run is safe.
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
    const existing = await this.catalog.existingIds();
    const fresh = entries.filter((e) => !existing.has(`${e.kind}-${e.id}`));
    // thumbnails come from the server renderer; the minimal (test) seed goes without
    const thumbnails = mode === 'full' ? await renderThumbnails(fresh) : 0;
    const t1 = performance.now();
    await this.catalog.publishMany(fresh, { actorId: 'system', seed });
    await this.installation.recordSeed(seed, CATALOG_SEED_VERSION, counts);
    this.logger?.info({ seed, counts, published: fresh.length, thumbnails, build_ms: Math.round(t1 - t0), publish_ms: Math.round(performance.now() - t1) }, 'catalog seeded');
    return counts;
  }
}
