import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { InlineProjection } from '../projections/projection.js';

/** Read model `installation`: one row per installation, with the seed versions applied. */
export const installationProjection: InlineProjection = {
  name: 'installation',
  tables: ['installation', 'installation_seeds'],
  handles: ['InstallationInitialised', 'SeedApplied'],
  async apply(em, event) {
    if (event.type === 'InstallationInitialised') {
      await em.query(
        `INSERT INTO installation (instance_id, app_version, initialised_at) VALUES ($1, $2, $3)`,
        [event.data.instanceId, event.data.appVersion, event.data.at],
      );
    } else if (event.type === 'SeedApplied') {
      await em.query(
        `INSERT INTO installation_seeds (seed, version, counts, applied_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (seed) DO UPDATE SET version = EXCLUDED.version, counts = EXCLUDED.counts, applied_at = EXCLUDED.applied_at`,
        [event.data.seed, event.data.version, JSON.stringify(event.data.counts), event.data.at],
      );
    }
  },
};

export class Installation1732190000001 implements MigrationInterface {
  name = 'Installation1732190000001';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE installation (instance_id text PRIMARY KEY, app_version text NOT NULL, initialised_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE installation_seeds (seed text PRIMARY KEY, version integer NOT NULL, counts jsonb NOT NULL, applied_at timestamptz NOT NULL)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE installation_seeds`);
    await q.query(`DROP TABLE installation`);
  }
}
