import type { EntityManager } from 'typeorm';
import type { InlineProjection, RecordedEvent } from '@dm/platform';
import { ALL_CATALOG_EVENT_TYPES, applyCatalogEvent, kindOfEvent, type CatalogKind, type EntryFields } from '../domain/catalog-entry.decider.js';

export const CATALOG_TABLES: Record<CatalogKind, string> = {
  category: 'catalog_categories',
  design_template: 'catalog_design_templates',
  text_template: 'catalog_text_templates',
  design_resource: 'catalog_design_resources',
  tag: 'catalog_tags',
};

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 0);
const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : String((x as { _id?: string })?._id ?? ''))).filter(Boolean) : []);

/** The filter and sort columns of each kind, taken from the entry's fields. */
const COLUMNS: Record<CatalogKind, (f: EntryFields) => Row> = {
  category: (f) => ({ type: str(f.type) ?? 'design', parent: str(f.parent), priority: int(f.priority), has_example: !!f.example }),
  design_template: (f) => ({ custom_url: str(f.custom_url), priority: int(f.priority), category_ids: ids(f.categories), tag_ids: ids(f.tags) }),
  text_template: (f) => ({ priority: int(f.priority) }),
  design_resource: (f) => ({ type: str(f.type) ?? 'image', sub_type: str(f.sub_type), kind: str(f.kind), category: str(f.category), category_id: str(f.category_id) }),
  tag: (f) => ({ type: str(f.type) ?? 'pg_category', priority: int(f.priority) }),
};

async function upsert(em: EntityManager, kind: CatalogKind, id: string, fields: EntryFields, seq: number | null, changed: number) {
  const table = CATALOG_TABLES[kind];
  const row: Row = { id, name: fields.name, active: fields.active !== false, ...COLUMNS[kind](fields), changed, doc: JSON.stringify({ _id: id, ...fields }) };
  const cols = Object.keys(row);
  const values = Object.values(row);
  const placeholders = cols.map((c, i) => (c === 'doc' ? `$${i + 1}::jsonb` : `$${i + 1}`));
  const updates = cols.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`);
  await em.query(
    `INSERT INTO ${table} (${cols.join(', ')}, seq) VALUES (${placeholders.join(', ')}, $${cols.length + 1})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    [...values, seq ?? 0],
  );
}

/** Inline projection: keeps the five catalog tables equal to the fold of their streams. */
export const catalogProjection: InlineProjection = {
  name: 'catalog',
  tables: Object.values(CATALOG_TABLES),
  handles: ALL_CATALOG_EVENT_TYPES,
  async apply(em, event: RecordedEvent) {
    const known = kindOfEvent(event.type);
    if (!known) return;
    const { kind, change } = known;
    const id: string = event.data.id;
    let current: EntryFields | null = null;
    if (change !== 'published') {
      const rows: { doc: EntryFields & { _id?: string } }[] = await em.query(`SELECT doc FROM ${CATALOG_TABLES[kind]} WHERE id = $1`, [id]);
      if (!rows.length) return;
      const { _id, ...rest } = rows[0].doc;
      void _id;
      current = rest as EntryFields;
    }
    const next = applyCatalogEvent(current, change, event.data);
    await upsert(em, kind, id, next, change === 'published' ? event.globalPosition : null, event.globalPosition);
  },
};
