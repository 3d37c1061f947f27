import type { DataSource } from 'typeorm';
import type { ExternalPhotoAnswer, ExternalPhotoSearchRequest, ResourceSearchRequest, SearchAnswer, SearchRequest } from '@dm/contracts';
import type { ExternalPhotoProvider } from './external-photos.js';
import type { FilterValue } from '@dm/platform';
import { templateSummary } from '../queries/catalog.queries.js';
import type { CatalogSearchPort } from './catalog-search.port.js';
import { TABLE_OF_INDEX, type SearchIndexName } from './catalog-search.schema.js';

/**
 * The public _search calls: the spec's shape (query text, from, size, category) becomes the
 * fixed query; the hits come back as hits.hits with _id, _score and the entry as _source.
 */
export class CatalogSearchService {
  constructor(private readonly ds: DataSource, private readonly port: CatalogSearchPort, private readonly external: ExternalPhotoProvider | null = null) {}

  /** The configured stock-photo provider's search; no provider: an empty answer saying so. */
  async externalPhotos(req: ExternalPhotoSearchRequest): Promise<ExternalPhotoAnswer> {
    if (!this.external) return { provider: null, total: 0, photos: [] };
    const page = await this.external.search(req.query, req.page, req.per_page);
    return { provider: this.external.name, ...page };
  }

  designTemplates(req: SearchRequest) {
    return this.run('design_templates', req, {});
  }

  textTemplates(req: SearchRequest) {
    return this.run('text_templates', req, {});
  }

  designResources(req: ResourceSearchRequest) {
    return this.run('design_resources', req, { type: req.type, ...(req.type === 'image' ? { sub_type: req.sub_type } : {}) });
  }

  private async run(index: SearchIndexName, req: SearchRequest, extra: Record<string, FilterValue>): Promise<SearchAnswer<unknown>> {
    const filters: Record<string, FilterValue | FilterValue[]> = { active: true, ...extra };
    const categories = [req.category?.trim().toLowerCase(), req.category_id].filter((c): c is string => !!c);
    if (categories.length) filters.category = categories;
    const result = await this.port.search(index, { text: req.query, filters, from: req.from, size: req.size });
    const ids = result.hits.map((h) => h.id);
    const rows: { id: string; doc: any }[] = ids.length ? await this.ds.query(`SELECT id, doc FROM ${TABLE_OF_INDEX[index]} WHERE id = ANY ($1)`, [ids]) : [];
    const byId = new Map(rows.map((r) => [r.id, index === 'design_templates' ? templateSummary(r.doc) : r.doc]));
    const hits = result.hits.filter((h) => byId.has(h.id)).map((h) => ({ _id: h.id, _score: h.score, _source: byId.get(h.id) }));
    return { hits: { total: { value: result.total, relation: 'eq' }, max_score: hits.length ? hits[0]._score : null, hits } };
  }
}
