import type { DataSource } from 'typeorm';
import {
  Messages,
  migrateDocument,
  type Category,
  type CategoryGetRequest,
  type ColorPalettesRequest,
  type DesignGetRequest,
  type DesignResource,
  type DesignResourceGetRequest,
  type LoadResourceRequest,
  type DesignTemplate,
  type Tag,
  type TextTemplate,
  type TextTemplateGetRequest,
  type UserType,
  ok,
} from '@dm/contracts';
import { NotFoundError, prepareAnswer, type PreparedAnswer } from '@dm/platform';

export interface Page<T> {
  docs: T[];
  total: number;
  page_no: number;
  size: number;
}

/** Who reads the catalog: a signed-in user's type, or null for a visitor. */
export interface CatalogReader {
  type?: UserType | null;
}
/** The catalog's own tools (seeding, thumbnails, tests) read as an author. */
export const CATALOG_AUTHOR: CatalogReader = { type: 'admin' };

/** Admins and designers author templates, so they alone see inactive ones (drafts, withdrawn). */
export const seesDrafts = (reader: CatalogReader | null | undefined): boolean => reader?.type === 'admin' || reader?.type === 'designer';

/** A stored template as a reader gets it: its document upgraded to the current schema version. */
function current<T extends { design_file?: unknown }>(doc: T): T {
  return doc.design_file ? { ...doc, design_file: migrateDocument(doc.design_file) } : doc;
}

const asList = (id: string | string[] | undefined) => (id === undefined ? undefined : Array.isArray(id) ? id : [id]);

/** A listing shows a template without its pages: design_file is cut to {width, height}. */
export function templateSummary(doc: DesignTemplate): DesignTemplate {
  const file = doc.design_file as { width?: number; height?: number } | null;
  return { ...doc, design_file: file ? { width: file.width, height: file.height } : null };
}

/** Read side of the catalog: plain SQL over the read-model tables. */
export class CatalogQueries {
  /** The category tree's answer, serialised and compressed, for the version of the categories it was made from. */
  private treeAnswer: { version: string; answer: Promise<PreparedAnswer> } | null = null;

  constructor(private readonly ds: DataSource) {}

  private async docs<T>(sql: string, params: unknown[]): Promise<T[]> {
    const rows: { doc: T }[] = await this.ds.query(sql, params);
    return rows.map((r) => r.doc);
  }

  private async page<T>(table: string, where: string, params: unknown[], order: string, pageNo: number, size: number): Promise<Page<T>> {
    const [{ n }] = await this.ds.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
    const docs = await this.docs<T>(
      `SELECT doc FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, pageNo * size],
    );
    return { docs, total: n, page_no: pageNo, size };
  }

  // ---- categories ----

  /** Parent design categories by priority (highest first), each with its active children. */
  async designCategoryTree(): Promise<Category[]> {
    const all = await this.docs<Category>(`SELECT doc FROM catalog_categories WHERE type = 'design' AND active ORDER BY priority DESC, name`, []);
    const parents = all.filter((c) => !c.parent);
    return parents.map((p) => ({ ...p, children: all.filter((c) => c.parent === p._id) }));
  }

  /**
   * The category tree as a prepared answer (the same for everyone): made again only when a design
   * category changes (the last event position that changed a row, or the number of rows). One small query a call.
   */
  async designCategoryTreeAnswer(): Promise<PreparedAnswer> {
    const [{ n, s }]: { n: number; s: string }[] = await this.ds.query(`SELECT count(*)::int AS n, coalesce(max(changed), 0)::text AS s FROM catalog_categories WHERE type = 'design'`);
    const version = `${n}:${s}`;
    if (this.treeAnswer?.version !== version) {
      const answer = this.designCategoryTree().then((tree) => prepareAnswer(ok(tree)));
      const entry = { version, answer };
      this.treeAnswer = entry;
      // a failed read is not kept: the next call reads again
      answer.catch(() => {
        if (this.treeAnswer === entry) this.treeAnswer = null;
      });
    }
    return this.treeAnswer.answer;
  }

  async categories(req: CategoryGetRequest): Promise<Category[]> {
    const where = ['type = $1'];
    if (req.active !== undefined) where.push(`active = ${req.active ? 'true' : 'false'}`);
    if (req.filter_empty) {
      // a category is empty when nothing active is in it: templates for design categories,
      // design resources (icons...) for the others
      where.push(req.type === 'design'
        ? `EXISTS (SELECT 1 FROM catalog_design_templates t WHERE t.active AND catalog_categories.id = ANY (t.category_ids))`
        : `EXISTS (SELECT 1 FROM catalog_design_resources r WHERE r.active AND r.category_id = catalog_categories.id)`);
    }
    return this.docs<Category>(`SELECT doc FROM catalog_categories WHERE ${where.join(' AND ')} ORDER BY name`, [req.type]);
  }

  async categoryNames(): Promise<Map<string, string>> {
    const rows: { id: string; name: string }[] = await this.ds.query(`SELECT id, name FROM catalog_categories`);
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  // ---- design templates ----

  /**
   * Inactive templates (drafts, withdrawn ones) are for their authors only. Everyone else sees
   * active templates, whatever the request asks.
   */
  async designs(req: DesignGetRequest, reader: CatalogReader | null): Promise<Page<DesignTemplate>> {
    const authors = seesDrafts(reader);
    const where: string[] = [];
    if (!authors) where.push('active');
    const params: unknown[] = [];
    const ids = asList(req.id);
    if (ids) {
      params.push(ids);
      where.push(`id = ANY ($${params.length})`);
    }
    if (req.category_id) {
      params.push(req.category_id);
      where.push(`$${params.length} = ANY (category_ids)`);
    }
    if (req.active !== undefined && (authors || req.active)) where.push(`active = ${req.active ? 'true' : 'false'}`);
    if (req.active === false && !authors) where.push('false');
    const page = await this.page<DesignTemplate>('catalog_design_templates', where.join(' AND ') || 'true', params, 'priority DESC, seq', req.page_no, ids ? Math.max(ids.length, 1) : req.size);
    return { ...page, docs: page.docs.map(templateSummary) };
  }

  async designsByTag(tagId: string, pageNo: number, size: number): Promise<Page<DesignTemplate>> {
    const page = await this.page<DesignTemplate>('catalog_design_templates', `active AND $1 = ANY (tag_ids)`, [tagId], 'priority DESC, seq', pageNo, size);
    return { ...page, docs: page.docs.map(templateSummary) };
  }

  async design(id: string, reader: CatalogReader | null): Promise<DesignTemplate> {
    const authors = seesDrafts(reader);
    const [doc] = await this.docs<DesignTemplate>(`SELECT doc FROM catalog_design_templates WHERE id = $1${authors ? '' : ' AND active'}`, [id]);
    if (!doc) throw new NotFoundError(Messages.catalogNotFound('design template', id));
    return current(doc);
  }

  async designByCustomUrl(url: string, reader: CatalogReader | null): Promise<DesignTemplate> {
    const authors = seesDrafts(reader);
    const [doc] = await this.docs<DesignTemplate>(`SELECT doc FROM catalog_design_templates WHERE custom_url = $1${authors ? '' : ' AND active'} ORDER BY active DESC LIMIT 1`, [url]);
    if (!doc) throw new NotFoundError(Messages.catalogNotFound('design template', `at '${url}'`));
    return current(doc);
  }

  /** Other active templates of the category, for 'Explore related designs'. */
  async recommendations(categoryId: string, limit = 20): Promise<DesignTemplate[]> {
    const docs = await this.docs<DesignTemplate>(
      `SELECT doc FROM catalog_design_templates WHERE active AND $1 = ANY (category_ids) ORDER BY priority DESC, seq LIMIT $2`,
      [categoryId, limit],
    );
    return docs.map(templateSummary);
  }

  // ---- text templates ----

  async textTemplates(req: TextTemplateGetRequest, reader: CatalogReader | null): Promise<Page<TextTemplate>> {
    const authors = seesDrafts(reader);
    const ids = asList(req.id);
    if (ids) return this.page<TextTemplate>('catalog_text_templates', authors ? 'id = ANY ($1)' : 'active AND id = ANY ($1)', [ids], 'seq', 0, Math.max(ids.length, 1));
    return this.page<TextTemplate>('catalog_text_templates', 'active', [], req.priority_sort ? 'priority DESC, seq' : 'seq', req.page_no, req.size);
  }

  async textTemplate(id: string, reader: CatalogReader | null): Promise<TextTemplate> {
    const authors = seesDrafts(reader);
    const [doc] = await this.docs<TextTemplate>(`SELECT doc FROM catalog_text_templates WHERE id = $1${authors ? '' : ' AND active'}`, [id]);
    if (!doc) throw new NotFoundError(Messages.catalogNotFound('text template', id));
    return current(doc);
  }

  // ---- design resources ----

  async resources(req: DesignResourceGetRequest): Promise<Page<DesignResource>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, v: unknown) => {
      params.push(v);
      where.push(sql.replace('?', `$${params.length}`));
    };
    const ids = asList(req.id);
    if (ids) add('id = ANY (?)', ids);
    else where.push('active');
    if (req.type) add('type = ?', req.type);
    if (req.sub_type) add('sub_type = ?', req.sub_type);
    if (req.kind) add('kind = ?', req.kind);
    if (req.category_id) add('category_id = ?', req.category_id);
    const order = req.type === 'font' ? 'name, seq' : 'seq';
    return this.page<DesignResource>('catalog_design_resources', where.join(' AND '), params, order, req.page_no, ids ? Math.max(ids.length, 1) : req.size);
  }

  /**
   * A resource's image to place in a design, at quality 'm' (the library keeps photos at most
   * 1600 px on the longer side; that is its 'm'): by id, or by content hash for the hashed call.
   */
  async loadResource(req: LoadResourceRequest): Promise<{ src: string; _id: string; width?: number; height?: number }> {
    const [row]: { doc: DesignResource }[] = req.hash
      ? await this.ds.query(`SELECT doc FROM catalog_design_resources WHERE active AND type = 'image' AND doc->>'hash' = $1 LIMIT 1`, [req.hash])
      : await this.ds.query(`SELECT doc FROM catalog_design_resources WHERE active AND type = 'image' AND id = $1`, [req.id]);
    if (!row) throw new NotFoundError(Messages.catalogNotFound(req.hash ? 'photo with hash' : 'image resource', (req.hash ?? req.id)!));
    const doc = row.doc;
    return { _id: doc._id, src: doc.path || doc.src, ...(doc.width ? { width: doc.width, height: doc.height } : {}) };
  }

  /**
   * The premium (not free) image resources among these ids and image sources (a source matches
   * a resource's `path` or `src`), active or not: a design keeps what it placed. A picture that
   * is also in the library for free is not premium by its source (`bySrc` false): only naming
   * the premium entry's id makes it so.
   */
  async premiumResources(ids: readonly string[], srcs: readonly string[]): Promise<(DesignResource & { bySrc: boolean })[]> {
    if (!ids.length && !srcs.length) return [];
    const rows: { doc: DesignResource; by_src: boolean }[] = await this.ds.query(
      `SELECT r.doc, ((r.doc->>'path' = ANY ($2) OR r.doc->>'src' = ANY ($2)) AND NOT EXISTS (
                SELECT 1 FROM catalog_design_resources f
                 WHERE f.type = 'image' AND COALESCE((f.doc->>'free')::boolean, true) AND f.doc->>'path' IN (r.doc->>'path', r.doc->>'src'))) AS by_src
         FROM catalog_design_resources r
        WHERE r.type = 'image' AND NOT COALESCE((r.doc->>'free')::boolean, true)
          AND (r.id = ANY ($1) OR r.doc->>'path' = ANY ($2) OR r.doc->>'src' = ANY ($2))
        ORDER BY r.seq`,
      [ids, srcs],
    );
    return rows.filter((r) => r.by_src || ids.includes(r.doc._id)).map((r) => ({ ...r.doc, bySrc: r.by_src }));
  }

  async icons(): Promise<{ name: string; _id: string; data: string }[]> {
    const rows: { id: string; name: string; data: string }[] = await this.ds.query(
      `SELECT id, name, doc->>'data' AS data FROM catalog_design_resources WHERE active AND type = 'image' AND sub_type = 'icon' ORDER BY seq`,
    );
    return rows.map((r) => ({ name: r.name, _id: r.id, data: r.data }));
  }

  async colorPalettes(req: ColorPalettesRequest): Promise<Page<DesignResource>> {
    const params: unknown[] = [];
    let where = `active AND type = 'color_palette'`;
    if (req.category) {
      params.push(req.category);
      where += ` AND category = $1`;
    }
    return this.page<DesignResource>('catalog_design_resources', where, params, 'seq', req.page - 1, req.limit);
  }

  /** Palettes grouped by category: {category_data: {Category: [palettes]}}. */
  async displayColorPalettes(perCategory = 12): Promise<{ category_data: Record<string, DesignResource[]> }> {
    const rows: { category: string; doc: DesignResource }[] = await this.ds.query(
      `SELECT category, doc FROM (
         SELECT category, doc, seq, row_number() OVER (PARTITION BY category ORDER BY seq) AS rn
         FROM catalog_design_resources WHERE active AND type = 'color_palette') p
       WHERE rn <= $1 ORDER BY category, seq`,
      [perCategory],
    );
    const category_data: Record<string, DesignResource[]> = {};
    for (const r of rows) (category_data[r.category ?? 'Other'] ??= []).push(r.doc);
    return { category_data };
  }

  // ---- tags ----

  async tags(): Promise<Tag[]> {
    return this.docs<Tag>(`SELECT doc FROM catalog_tags WHERE active AND type NOT IN ('text', 'image') ORDER BY priority DESC, name`, []);
  }

  async labels(): Promise<Tag[]> {
    return this.docs<Tag>(`SELECT doc FROM catalog_tags WHERE active AND type IN ('text', 'image') ORDER BY name`, []);
  }
}
