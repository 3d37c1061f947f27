import type { DataSource } from 'typeorm';
import { handleCommand, type EventStore, type EventMetadata } from '@dm/platform';
import { CATALOG_TABLES } from '../projections/catalog.projection.js';
import { catalogDecider, catalogStreamId, type CatalogCommand, type CatalogKind, type EntryFields } from '../domain/catalog-entry.decider.js';

export interface NewEntry {
  kind: CatalogKind;
  id: string;
  fields: EntryFields;
}

/** Catalog commands: load the entry's stream, decide, append (the inline projection runs in the same transaction). */
export class CatalogService {
  constructor(private readonly store: EventStore, private readonly dataSource: DataSource) {}

  run(kind: CatalogKind, command: CatalogCommand, metadata: EventMetadata = {}) {
    return handleCommand(this.store, catalogDecider(kind), catalogStreamId(kind, command.id), command, metadata);
  }

  publish(kind: CatalogKind, id: string, fields: EntryFields, metadata?: EventMetadata) {
    return this.run(kind, { type: 'Publish', id, fields }, metadata);
  }

  revise(kind: CatalogKind, id: string, changes: Partial<EntryFields>, metadata?: EventMetadata) {
    return this.run(kind, { type: 'Revise', id, changes }, metadata);
  }

  withdraw(kind: CatalogKind, id: string, metadata?: EventMetadata) {
    return this.run(kind, { type: 'Withdraw', id }, metadata);
  }

  /** Every catalog entry already in the read models, by stream id (`<kind>-<id>`), with its fields. */
  async existingEntries(): Promise<Map<string, EntryFields>> {
    const rows: { key: string; doc: EntryFields & { _id?: string } }[] = await this.dataSource.query(
      Object.entries(CATALOG_TABLES).map(([kind, table]) => `SELECT '${kind}-' || id AS key, doc FROM ${table}`).join(' UNION ALL '),
    );
    return new Map(rows.map(({ key, doc }) => {
      const { _id, ...fields } = doc;
      void _id;
      return [key, fields as EntryFields];
    }));
  }

  /** Publishes many new entries (the seed's path); see runMany. */
  publishMany(entries: readonly NewEntry[], metadata: EventMetadata = {}, chunk = 250): Promise<number> {
    return this.runMany(entries.map((e) => ({ kind: e.kind, command: { type: 'Publish', id: e.id, fields: e.fields } })), metadata, chunk);
  }

  /**
   * Runs many commands, `chunk` per transaction: each is still decided against its own stream,
   * so an entry that exists is refused rather than duplicated.
   */
  async runMany(commands: readonly { kind: CatalogKind; command: CatalogCommand }[], metadata: EventMetadata = {}, chunk = 250): Promise<number> {
    let n = 0;
    for (let i = 0; i < commands.length; i += chunk) {
      const part = commands.slice(i, i + chunk);
      await this.dataSource.transaction(async (em) => {
        for (const { kind, command } of part) {
          await handleCommand(this.store, catalogDecider(kind), catalogStreamId(kind, command.id), command, metadata, em);
          n++;
        }
      });
      this.store.notifications.emit('appended', []);
    }
    return n;
  }
}
