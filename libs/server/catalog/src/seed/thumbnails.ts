import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { publicBlobUrl, type BlobStore } from '@dm/platform';
import type { Logger } from 'pino';
import { PHOTO_FILE, PHOTO_PATH_PREFIX, type DesignFile } from '@dm/contracts';
import { blobKeyOf } from '@dm/contracts/constants';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTOS_DIR } from './photos.data.js';
import type { CatalogService } from '../commands/catalog.service.js';
import type { CatalogKind, CatalogCommand } from '../domain/catalog-entry.decider.js';

/** Longest side of a template thumbnail, in pixels (dashboard tiles are at most 160x185, shown at 2x). */
export const THUMBNAIL_SIDE = 400;

type Render = (file: DesignFile) => Promise<string>;

/**
 * The scene's server renderer, first page, as a WebP in the blob store; the thumbnail is its
 * public link. The key is the image's content hash: an unchanged design keeps its link (and the
 * browser's cached copy); a changed one gets a new link.
 */
export async function serverRenderer(side: number, blobs: BlobStore): Promise<Render> {
  const { nodeAssetLoader, renderDesignPage } = await import('@dm/scene/node');
  // templates show library photos (/api/photos/<file>), read from the library's folder, and
  // (made by authors from their designs) uploads and other blobs, read from the blob store
  const loader = nodeAssetLoader(async (src) => {
    const key = blobKeyOf(src);
    if (key) {
      const bytes = await blobs.get(key);
      if (!bytes) throw new Error(`${src.slice(0, 80)} is not in the blob store`);
      return bytes;
    }
    const file = src.startsWith(PHOTO_PATH_PREFIX) ? src.slice(PHOTO_PATH_PREFIX.length) : '';
    if (!PHOTO_FILE.test(file)) throw new Error(`${src.slice(0, 80)} is not a library photo`);
    return readFile(join(PHOTOS_DIR, file));
  });
  return async (file) => {
    const scale = Math.min(1, side / Math.max(file.width, file.height));
    const { canvas } = await renderDesignPage(file, 0, { scale, loader });
    const bytes = await canvas.encode('webp', 80);
    const key = `catalog/thumbnails/${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}.webp`;
    await blobs.put(key, bytes);
    return publicBlobUrl(key);
  };
}

/**
 * Gives every design and text template without a thumbnail one, rendered by the scene's server
 * renderer, then the category examples and the wizard formats that show them. It runs in the
 * background after start (the first start serves at once; thumbnails fill in over the next
 * seconds) and picks up where it stopped on the next start. Each thumbnail is a revision (an event).
 */
export class ThumbnailBackfill {
  private stopped = false;

  constructor(
    private readonly ds: DataSource,
    private readonly catalog: CatalogService,
    private readonly logger?: Logger,
    private readonly render?: Render,
    private readonly batch = 20,
    private readonly blobs?: BlobStore,
  ) {}

  stop(): void {
    this.stopped = true;
  }

  async run(): Promise<number> {
    if (!this.render && !this.blobs) throw new Error('thumbnails need a renderer or a blob store');
    const render = this.render ?? (await serverRenderer(THUMBNAIL_SIDE, this.blobs!));
    let done = 0;
    for (const [kind, table] of [['design_template', 'catalog_design_templates'], ['text_template', 'catalog_text_templates']] as const) {
      while (!this.stopped) {
        const rows: { id: string; file: DesignFile }[] = await this.ds.query(
          `SELECT id, doc->'design_file' AS file FROM ${table} WHERE doc->>'thumbnail' IS NULL AND doc->'design_file' IS NOT NULL ORDER BY seq LIMIT $1`,
          [this.batch],
        );
        if (rows.length === 0) break;
        const revisions: { kind: CatalogKind; command: CatalogCommand }[] = [];
        for (const r of rows) {
          if (this.stopped) break;
          revisions.push({ kind, command: { type: 'Revise', id: r.id, changes: { thumbnail: await render(r.file) } } });
          await new Promise((resolve) => setImmediate(resolve)); // let requests through between renders
        }
        done += await this.catalog.runMany(revisions, { actorId: 'system' });
      }
    }
    if (!this.stopped) await this.examples();
    if (done) this.logger?.info({ thumbnails: done }, 'catalog thumbnails rendered');
    return done;
  }

  /** Category examples and wizard formats take the thumbnail of the template they show. */
  private async examples(): Promise<void> {
    const categories: { id: string; example: Record<string, unknown>; thumbnail: string }[] = await this.ds.query(
      `SELECT c.id, c.doc->'example' AS example, t.doc->>'thumbnail' AS thumbnail
       FROM catalog_categories c JOIN catalog_design_templates t ON t.id = c.doc->'example'->>'_id'
       WHERE c.doc->'example'->>'thumbnail' IS NULL AND t.doc->>'thumbnail' IS NOT NULL`,
    );
    await this.catalog.runMany(categories.map((c) => ({ kind: 'category', command: { type: 'Revise', id: c.id, changes: { example: { ...c.example, thumbnail: c.thumbnail } } } })), { actorId: 'system' });
    const tags: { id: string; thumbnail: string }[] = await this.ds.query(
      `SELECT g.id, c.doc->'example'->>'thumbnail' AS thumbnail
       FROM catalog_tags g JOIN catalog_categories c ON c.id = g.doc->>'category_id'
       WHERE g.doc->>'display_image' IS NULL AND c.doc->'example'->>'thumbnail' IS NOT NULL`,
    );
    await this.catalog.runMany(tags.map((t) => ({ kind: 'tag', command: { type: 'Revise', id: t.id, changes: { display_image: t.thumbnail } } })), { actorId: 'system' });
  }
}
