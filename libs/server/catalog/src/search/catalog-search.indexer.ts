import type { DataSource } from 'typeorm';
import type { AsyncProjection, RecordedEvent } from '@dm/platform';
import { catalogEventTypes, kindOfEvent } from '../domain/catalog-entry.decider.js';
import type { CatalogSearchPort } from './catalog-search.port.js';
import { INDEX_OF_KIND, SEARCH_INDEXES, TABLE_OF_INDEX, toSearchDocument, type SearchIndexName } from './catalog-search.schema.js';

const SEARCHED_EVENTS = (['design_template', 'text_template', 'design_resource'] as const).flatMap((k) => Object.values(catalogEventTypes(k)));

/**
 * Feeds a search adapter from the catalog read models: a full load at start (the embedded index
 * lives in memory; a new Elasticsearch index starts empty) and, after that, an async projection
 * that re-indexes each changed entry from its read-model row. Indexing an entry twice is harmless.
 */
export class CatalogSearchIndexer {
  constructor(private readonly ds: DataSource, private readonly port: CatalogSearchPort, private readonly chunk = 1000) {}

  /** Loads every entry of every index from the read models; returns how many were indexed. */
  async rebuild(): Promise<Record<SearchIndexName, number>> {
    const counts = {} as Record<SearchIndexName, number>;
    for (const index of SEARCH_INDEXES) {
      counts[index] = 0;
      for (let after = -1; ; ) {
        const rows: { seq: string; doc: any }[] = await this.ds.query(
          `SELECT seq, doc FROM ${TABLE_OF_INDEX[index]} WHERE seq > $1 ORDER BY seq LIMIT $2`,
          [after, this.chunk],
        );
        if (rows.length === 0) break;
        await this.port.index(index, rows.map((r) => toSearchDocument(index, r.doc)));
        counts[index] += rows.length;
        after = Number(rows[rows.length - 1].seq);
      }
    }
    return counts;
  }

  /** After a full rebuild, moves the projection's checkpoint up to `head` so it does not index it all again. */
  async skipTo(head: { transactionId: string; globalPosition: number }): Promise<void> {
    await this.ds.query(
      `INSERT INTO projection_checkpoints AS c (name, transaction_id, global_position) VALUES ($1, $2::xid8, $3)
       ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()
       WHERE (c.transaction_id, c.global_position) < (EXCLUDED.transaction_id, EXCLUDED.global_position)`,
      [this.projection().name, head.transactionId, head.globalPosition],
    );
  }

  projection(): AsyncProjection {
    return {
      name: `catalog-search-${this.port.kind}`,
      handles: SEARCHED_EVENTS,
      apply: async (em, event: RecordedEvent) => {
        const known = kindOfEvent(event.type);
        const index = known && INDEX_OF_KIND[known.kind];
        if (!index) return;
        const rows: { doc: any }[] = await (em ?? this.ds.manager).query(`SELECT doc FROM ${TABLE_OF_INDEX[index]} WHERE id = $1`, [event.data.id]);
        if (rows.length) await this.port.index(index, [toSearchDocument(index, rows[0].doc)]);
        else await this.port.remove(index, [event.data.id]);
      },
    };
  }
}
