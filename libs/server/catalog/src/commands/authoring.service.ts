import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { CategoryRef, DesignFile, DesignTemplate, SaveDesignTemplateRequest, SaveTextTemplateRequest, TextTemplate } from '@dm/contracts';
import { ConflictError, ValidationError, type BlobStore } from '@dm/platform';
import type { CatalogQueries } from '../queries/catalog.queries.js';
import { CATALOG_TABLES } from '../projections/catalog.projection.js';
import { serverRenderer, THUMBNAIL_SIDE } from '../seed/thumbnails.js';
import type { CatalogService } from './catalog.service.js';
import type { EntryFields } from '../domain/catalog-entry.decider.js';

/** The words on a design in reading order (top to bottom, then left to right): what search matches as design_text. */
export function designText(file: DesignFile): string {
  const words: { y: number; x: number; text: string }[] = [];
  for (const page of file.pages) {
    for (const o of Object.values(page.objects) as { type: string; position: { x: number; y: number }; text_details?: { text?: string } }[]) {
      if (o.type === 'text' && o.text_details?.text?.trim()) words.push({ y: o.position.y, x: o.position.x, text: o.text_details.text.trim() });
    }
  }
  return words.sort((a, b) => a.y - b.y || a.x - b.x).map((w) => w.text.replace(/\s+/g, ' ')).join(' ');
}

const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'template';

/**
 * Template authoring for admins and designers (editor §2, §6): design and text templates are
 * created and revised from the editor's document, published and unpublished. Every change is a
 * catalog event (its stream's Published/Revised), so the read models, the search indexes
 * (embedded and Elasticsearch, fed by the events) and the audit history follow at once. Each
 * save renders the template's thumbnail again from its first page.
 */
export class TemplateAuthoring {
  #render: Promise<(file: DesignFile) => Promise<string>> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly catalog: CatalogService,
    private readonly queries: CatalogQueries,
    private readonly blobs: BlobStore,
    private readonly logger?: Logger,
  ) {}

  private async thumbnail(file: DesignFile): Promise<string | null> {
    try {
      this.#render ??= serverRenderer(THUMBNAIL_SIDE, this.blobs);
      return await (await this.#render)(file);
    } catch (err) {
      // a design the server cannot draw (an image it cannot fetch) keeps its old thumbnail
      this.logger?.warn({ err }, 'template thumbnail could not be rendered');
      return null;
    }
  }

  private async categoryRefs(ids: readonly string[]): Promise<CategoryRef[]> {
    if (!ids.length) return [];
    const rows: { id: string; name: string; dimensions: CategoryRef['dimensions'] }[] = await this.ds.query(
      `SELECT id, doc->>'name' AS name, doc->'dimensions' AS dimensions FROM catalog_categories WHERE id = ANY($1::text[]) AND type = 'design'`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const r = byId.get(id);
      if (!r) throw new ValidationError(`Invalid value for 'categories': there is no design category ${id}.`, 'categories');
      return { _id: r.id, name: r.name, dimensions: r.dimensions };
    });
  }

  /**
   * Publishes a new entry (with `defaults` for what authors do not set) or revises an existing
   * one with `fields`; the read model answers whether it exists.
   */
  private async publishOrRevise(kind: 'design_template' | 'text_template', id: string, defaults: Partial<EntryFields>, fields: Partial<EntryFields> & { name: string }, actorId: string) {
    const rows: unknown[] = await this.ds.query(`SELECT 1 FROM ${CATALOG_TABLES[kind]} WHERE id = $1`, [id]);
    if (rows.length) await this.catalog.revise(kind, id, fields, { actorId });
    else await this.catalog.publish(kind, id, { ...defaults, ...fields }, { actorId });
  }

  async saveDesignTemplate(actorId: string, req: SaveDesignTemplateRequest): Promise<DesignTemplate> {
    const id = req.id ?? randomUUID();
    const categories = await this.categoryRefs(req.categories);
    const customUrl = req.custom_url || `${slug(req.name)}-${id.slice(0, 6).toLowerCase()}`;
    const taken: unknown[] = await this.ds.query(`SELECT 1 FROM catalog_design_templates WHERE custom_url = $1 AND id <> $2`, [customUrl, id]);
    if (taken.length) throw new ConflictError(`The custom URL '${customUrl}' belongs to another template.`, { field: 'custom_url' });
    const thumbnail = await this.thumbnail(req.design_file);
    await this.publishOrRevise('design_template', id, { thumbnail: null, tags: [], priority: 0, free: true, price: 0 }, {
      name: req.name, categories, keywords: req.keywords, custom_url: customUrl, active: req.active,
      design_file: req.design_file, design_text: designText(req.design_file),
      ...(thumbnail ? { thumbnail } : {}),
    }, actorId);
    return this.queries.design(id, { type: 'admin' });
  }

  async saveTextTemplate(actorId: string, req: SaveTextTemplateRequest): Promise<TextTemplate> {
    const id = req.id ?? randomUUID();
    const groups = req.design_file.pages[0]?.groups ?? [];
    if (!groups.length) throw new ValidationError("Invalid value for 'design_file': a text template holds one group (select the texts and group them).", 'design_file');
    const thumbnail = await this.thumbnail(req.design_file);
    await this.publishOrRevise('text_template', id, { categories: [], priority: 0, free: true, thumbnail: null }, {
      name: req.name, keywords: req.keywords, active: req.active, design_file: req.design_file, ...(thumbnail ? { thumbnail } : {}),
    }, actorId);
    return this.queries.textTemplate(id, { type: 'admin' });
  }

  /** Publishes (active) or unpublishes a template: unpublished ones leave search and the listings at once. */
  async setActive(actorId: string, kind: 'design_template' | 'text_template', id: string, active: boolean): Promise<DesignTemplate | TextTemplate> {
    await this.catalog.revise(kind, id, { active }, { actorId });
    return kind === 'design_template' ? this.queries.design(id, { type: 'admin' }) : this.queries.textTemplate(id, { type: 'admin' });
  }
}
