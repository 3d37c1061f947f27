import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the catalog, one table per kind. `doc` holds the entry as the wire shows it;
 * the other columns are the fields the queries filter and sort on.
 */
export class Catalog1732190000200 implements MigrationInterface {
  name = 'Catalog1732190000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE catalog_categories (
      id text PRIMARY KEY, name text NOT NULL, type text NOT NULL, parent text, priority integer NOT NULL DEFAULT 0,
      active boolean NOT NULL, has_example boolean NOT NULL DEFAULT false, seq bigint NOT NULL, doc jsonb NOT NULL)`);
    await q.query(`CREATE INDEX catalog_categories_parent ON catalog_categories (parent)`);
    await q.query(`CREATE TABLE catalog_design_templates (
      id text PRIMARY KEY, name text NOT NULL, active boolean NOT NULL, custom_url text, priority integer NOT NULL DEFAULT 0,
      category_ids text[] NOT NULL DEFAULT '{}', tag_ids text[] NOT NULL DEFAULT '{}', seq bigint NOT NULL, doc jsonb NOT NULL)`);
    await q.query(`CREATE INDEX catalog_design_templates_url ON catalog_design_templates (custom_url)`);
    await q.query(`CREATE INDEX catalog_design_templates_categories ON catalog_design_templates USING gin (category_ids)`);
    await q.query(`CREATE TABLE catalog_text_templates (
      id text PRIMARY KEY, name text NOT NULL, active boolean NOT NULL, priority integer NOT NULL DEFAULT 0,
      seq bigint NOT NULL, doc jsonb NOT NULL)`);
    await q.query(`CREATE TABLE catalog_design_resources (
      id text PRIMARY KEY, name text NOT NULL, active boolean NOT NULL, type text NOT NULL, sub_type text, kind text,
      category text, category_id text, seq bigint NOT NULL, doc jsonb NOT NULL)`);
    await q.query(`CREATE INDEX catalog_design_resources_type ON catalog_design_resources (type, sub_type)`);
    await q.query(`CREATE TABLE catalog_tags (
      id text PRIMARY KEY, name text NOT NULL, type text NOT NULL, priority integer NOT NULL DEFAULT 0,
      active boolean NOT NULL, seq bigint NOT NULL, doc jsonb NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['catalog_tags', 'catalog_design_resources', 'catalog_text_templates', 'catalog_design_templates', 'catalog_categories']) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}

/**
 * Every catalog row records the position of the last event that changed it (`seq` is where it
 * was published): a cheap version of a whole table for answers prepared once per change.
 */
export class CatalogChanged1764250000000 implements MigrationInterface {
  name = 'CatalogChanged1764250000000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of CATALOG_TABLE_NAMES) await q.query(`ALTER TABLE ${t} ADD COLUMN changed bigint NOT NULL DEFAULT 0`);
    for (const t of CATALOG_TABLE_NAMES) await q.query(`UPDATE ${t} SET changed = seq`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of CATALOG_TABLE_NAMES) await q.query(`ALTER TABLE ${t} DROP COLUMN changed`);
  }
}

const CATALOG_TABLE_NAMES = ['catalog_categories', 'catalog_design_templates', 'catalog_text_templates', 'catalog_design_resources', 'catalog_tags'];

/** The catalog's migrations, in order. */
export const catalogMigrations = [Catalog1732190000200, CatalogChanged1764250000000];
