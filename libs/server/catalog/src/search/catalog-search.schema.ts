import type { SearchDocument, SearchSchema } from '@dm/platform';
import type { CatalogKind } from '../domain/catalog-entry.decider.js';

/** The three searchable indexes and the catalog kind each holds. */
export const SEARCH_INDEXES = ['design_templates', 'text_templates', 'design_resources'] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];

export const INDEX_OF_KIND: Partial<Record<CatalogKind, SearchIndexName>> = {
  design_template: 'design_templates',
  text_template: 'text_templates',
  design_resource: 'design_resources',
};
export const TABLE_OF_INDEX: Record<SearchIndexName, string> = {
  design_templates: 'catalog_design_templates',
  text_templates: 'catalog_text_templates',
  design_resources: 'catalog_design_resources',
};

export const TIE_BREAKER = 0.3;
export const KEYWORDS_BOOST = 3;

/**
 * Fields per index (spec section 7): templates match categories.name, keywords (x3), name and
 * design_text; text templates name, keywords and categories.name; design resources name and
 * keywords. Filters: active, type, sub_type, category (name, lower case, or id).
 */
export const SEARCH_SCHEMAS: Record<SearchIndexName, SearchSchema> = {
  design_templates: {
    fields: [{ name: 'categories.name' }, { name: 'keywords', boost: KEYWORDS_BOOST }, { name: 'name' }, { name: 'design_text' }],
    filters: ['active', 'category'],
    tieBreaker: TIE_BREAKER,
  },
  text_templates: {
    fields: [{ name: 'name' }, { name: 'keywords', boost: KEYWORDS_BOOST }, { name: 'categories.name' }],
    filters: ['active', 'category'],
    tieBreaker: TIE_BREAKER,
  },
  design_resources: {
    fields: [{ name: 'name' }, { name: 'keywords', boost: KEYWORDS_BOOST }],
    filters: ['active', 'type', 'sub_type', 'category'],
    tieBreaker: TIE_BREAKER,
  },
};

type Doc = Record<string, any> & { _id: string };
const categoryNames = (doc: Doc): string[] =>
  Array.isArray(doc.categories) ? doc.categories.map((c: { name?: string }) => c?.name).filter((n: unknown): n is string => typeof n === 'string') : [];
const categoryKeys = (doc: Doc): string[] => [
  ...categoryNames(doc).map((n) => n.toLowerCase()),
  ...(Array.isArray(doc.categories) ? doc.categories.map((c: { _id?: string }) => c?._id).filter((v: unknown): v is string => typeof v === 'string') : []),
];

/** A read-model document as the search engines index it (the same for both adapters). */
export function toSearchDocument(index: SearchIndexName, doc: Doc): SearchDocument {
  const active = doc.active !== false;
  switch (index) {
    case 'design_templates':
      return {
        id: doc._id,
        text: { 'categories.name': categoryNames(doc), keywords: doc.keywords ?? '', name: doc.name ?? '', design_text: doc.design_text ?? '' },
        filters: { active, category: categoryKeys(doc) },
      };
    case 'text_templates':
      return {
        id: doc._id,
        text: { name: doc.name ?? '', keywords: doc.keywords ?? '', 'categories.name': categoryNames(doc) },
        filters: { active, category: categoryKeys(doc) },
      };
    case 'design_resources':
      return {
        id: doc._id,
        text: { name: doc.name ?? '', keywords: doc.keywords ?? '' },
        filters: {
          active,
          type: doc.type ?? 'image',
          sub_type: doc.sub_type ?? null,
          category: [doc.category, doc.category_id].filter((v): v is string => typeof v === 'string').map((v) => (v === doc.category ? v.toLowerCase() : v)),
        },
      };
  }
}
