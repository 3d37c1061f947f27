import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `saved_designs`: the read model of the designs' life-cycle events (rebuilt by replay).
 * `saved_design_documents`: each design's document, state-stored with a version (not an event
 * projection: a replay leaves it alone).
 */
export class SavedDesigns1732190000100 implements MigrationInterface {
  name = 'SavedDesigns1732190000100';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_designs (
        id text PRIMARY KEY,
        owner text NOT NULL,
        name text NOT NULL,
        width double precision NOT NULL,
        height double precision NOT NULL,
        thumbnail text,
        category_id text,
        source text NOT NULL,
        source_id text,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX saved_designs_owner ON saved_designs (owner, updated_at DESC) WHERE NOT deleted`);
    await q.query(`
      CREATE TABLE saved_design_documents (
        id text PRIMARY KEY,
        design_file jsonb NOT NULL,
        version integer NOT NULL,
        width double precision NOT NULL,
        height double precision NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE saved_design_documents`);
    await q.query(`DROP TABLE saved_designs`);
  }
}

/**
 * Sharing: `design_permissions` (invitations by e-mail, so they wait for people who register
 * later) and the link-sharing flags on `saved_designs`; both rebuilt by replay.
 */
export class DesignSharing1732190000102 implements MigrationInterface {
  name = 'DesignSharing1732190000102';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE saved_designs ADD COLUMN view_all boolean NOT NULL DEFAULT false, ADD COLUMN edit_all boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE design_permissions (
        design_id text NOT NULL,
        email text NOT NULL,
        role text NOT NULL,
        granted_at timestamptz NOT NULL,
        PRIMARY KEY (design_id, email)
      )`);
    await q.query(`CREATE INDEX design_permissions_email ON design_permissions (email)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE design_permissions`);
    await q.query(`ALTER TABLE saved_designs DROP COLUMN view_all, DROP COLUMN edit_all`);
  }
}

/**
 * Documents as `json` (the text as written) instead of `jsonb`: nothing queries inside a document,
 * and a design of hundreds of pages was converted from jsonb back to text at every read (about 20 ms
 * for 600 KB on the embedded database, most of opening a design on the server) and into jsonb at
 * every save.
 */
export class DesignDocumentsAsText1732190000103 implements MigrationInterface {
  name = 'DesignDocumentsAsText1732190000103';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE saved_design_documents ALTER COLUMN design_file TYPE json USING design_file::json`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE saved_design_documents ALTER COLUMN design_file TYPE jsonb USING design_file::jsonb`);
  }
}
