import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every event carries its actor and correlation id (the audit console shows them). Events
 * appended before the store filled them in get them here, in their metadata only (their type and
 * data stay as they were recorded): the actor 'unknown' when none was recorded, and the writing
 * transaction as the correlation (its events were one change), each marked `metadataMigrated`.
 * Also the indexes the audit console's searches use (by actor, by stream-id prefix), and its
 * table of stored folds.
 */
export class EventMetadata1732190000005 implements MigrationInterface {
  name = 'EventMetadata1732190000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE events SET metadata = metadata
        || CASE WHEN coalesce(metadata->>'actorId', '') = '' THEN jsonb_build_object('actorId', 'unknown') ELSE '{}'::jsonb END
        || CASE WHEN coalesce(metadata->>'correlationId', '') = '' THEN jsonb_build_object('correlationId', 'tx-' || transaction_id::text) ELSE '{}'::jsonb END
        || jsonb_build_object('metadataMigrated', '${this.name}')
      WHERE coalesce(metadata->>'actorId', '') = '' OR coalesce(metadata->>'correlationId', '') = ''`);
    await q.query(`CREATE INDEX events_actor ON events ((metadata->>'actorId'))`);
    await q.query(`CREATE INDEX events_stream_prefix ON events (stream_id text_pattern_ops)`);
    // one entry per stream (its first event): the number of streams without grouping the log
    await q.query(`CREATE INDEX events_stream_starts ON events (stream_id) WHERE stream_version = 1`);
    // folds of long streams the audit console stored (a cache: derived from the events and the
    // decider's code, safe to empty at any time)
    await q.query(`CREATE TABLE audit_snapshots (stream_id text NOT NULL, fold text NOT NULL, version integer NOT NULL, state text NOT NULL,
      PRIMARY KEY (stream_id, fold, version))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_snapshots`);
    await q.query(`DROP INDEX events_stream_starts`);
    await q.query(`DROP INDEX events_stream_prefix`);
    await q.query(`DROP INDEX events_actor`);
  }
}
