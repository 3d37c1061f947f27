import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `folder_resources`: the photos in folders (uploads), the read model of PhotoAdded (rebuilt by replay). */
export class FolderResources1732190000300 implements MigrationInterface {
  name = 'FolderResources1732190000300';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE folder_resources (
        id text PRIMARY KEY,
        folder_id text NOT NULL,
        owner text NOT NULL,
        name text NOT NULL,
        blob_key text NOT NULL,
        low_key text NOT NULL,
        original_key text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX folder_resources_folder ON folder_resources (folder_id, created_at DESC)`);
    await q.query(`CREATE INDEX folder_resources_owner_key ON folder_resources (owner, blob_key)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE folder_resources`);
  }
}

/** `folder_resources.kind`: 'photo' (listed in its folder) or 'mask' (a cut-out mask, never listed). */
export class FolderResourceKind1732190000301 implements MigrationInterface {
  name = 'FolderResourceKind1732190000301';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE folder_resources ADD COLUMN kind text NOT NULL DEFAULT 'photo'`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE folder_resources DROP COLUMN kind`);
  }
}

/** Folders people make (photo and design) and which designs are in which design folder; rebuilt by replay. */
export class Folders1732190000302 implements MigrationInterface {
  name = 'Folders1732190000302';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE folders (
        id text PRIMARY KEY,
        owner text NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX folders_owner ON folders (owner, created_at) WHERE NOT deleted`);
    await q.query(`
      CREATE TABLE folder_designs (
        design_id text PRIMARY KEY,
        folder_id text NOT NULL,
        added_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX folder_designs_folder ON folder_designs (folder_id, added_at DESC)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE folder_designs`);
    await q.query(`DROP TABLE folders`);
  }
}

/** Folders shared with people by e-mail (the grant waits for someone who registers later). */
export class FolderSharing1732190000303 implements MigrationInterface {
  name = 'FolderSharing1732190000303';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE folder_permissions (
        folder_id text NOT NULL,
        email text NOT NULL,
        owner text NOT NULL,
        role text NOT NULL,
        granted_at timestamptz NOT NULL,
        PRIMARY KEY (folder_id, email)
      )`);
    await q.query(`CREATE INDEX folder_permissions_email ON folder_permissions (email)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE folder_permissions`);
  }
}

/** `folder_resources.folder_owner`: whose folder a photo is in (someone it is shared with for edit may upload into it). */
export class FolderResourceOwner1732190000304 implements MigrationInterface {
  name = 'FolderResourceOwner1732190000304';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE folder_resources ADD COLUMN folder_owner text`);
    await q.query(`UPDATE folder_resources SET folder_owner = owner`);
    await q.query(`ALTER TABLE folder_resources ALTER COLUMN folder_owner SET NOT NULL`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE folder_resources DROP COLUMN folder_owner`);
  }
}
