import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log. `transaction_id` (the writer's xid) lets subscribers read only events whose
 * writers, and every earlier writer, have finished: no event is skipped when transactions commit
 * out of position order.
 */
export class EventStore1732190000000 implements MigrationInterface {
  name = 'EventStore1732190000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version integer NOT NULL CHECK (stream_version > 0),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
      )`);
    await q.query(`CREATE INDEX events_tx_order ON events (transaction_id, global_position)`);
    await q.query(`CREATE INDEX events_recorded_at ON events (recorded_at)`);
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
        global_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projection_checkpoints`);
    await q.query(`DROP TABLE events`);
  }
}
