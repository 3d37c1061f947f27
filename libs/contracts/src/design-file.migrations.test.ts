import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DESIGN_FILE_SCHEMA_VERSION, migrateDesignFile } from './design-file.js';
import { DESIGN_FILE_MIGRATIONS, documentVersion, migrateDocument } from './design-file.migrations.js';

// One frozen document per schema version ever stored. Never edit one: add the next version's.
const fixture = (v: number) => join(import.meta.dirname, 'fixtures', `design-file.v${v}.json`);
const versions = Array.from({ length: DESIGN_FILE_SCHEMA_VERSION + 1 }, (_, v) => v);

describe('design document migrations', () => {
  it('has one named step per version, in order', () => {
    expect(DESIGN_FILE_MIGRATIONS.map((m) => m.from)).toEqual(versions.slice(0, -1));
    for (const m of DESIGN_FILE_MIGRATIONS) expect(m.name.length).toBeGreaterThan(10);
  });

  it.each(versions)('the frozen version %i document opens as the current version', (v) => {
    expect(existsSync(fixture(v))).toBe(true);
    const raw = JSON.parse(readFileSync(fixture(v), 'utf8'));
    expect(documentVersion(raw)).toBe(v);
    const parsed = migrateDesignFile(raw);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data!.schemaVersion).toBe(DESIGN_FILE_SCHEMA_VERSION);
    expect(parsed.data!.pages.length).toBe(raw.pages.length);
    // and the zod-free upgrade the readers run gives the same document before defaults
    expect(documentVersion(migrateDocument(raw))).toBe(DESIGN_FILE_SCHEMA_VERSION);
  });

  it('keeps what the legacy document said: ids, flips, opacity, parents', () => {
    const d = migrateDesignFile(JSON.parse(readFileSync(fixture(0), 'utf8'))).data!;
    const photo = d.pages[0].objects.photo;
    expect(photo.type === 'image' && photo.image_details.flip_horizontal).toBe(-1);
    expect(photo.opacity).toBeCloseTo(0.8);
    expect(d.pages[0].objects.badge.parent).toBe('grp');
    expect(d.pages[1].id).toBe('page-1');
  });

  it('returns current and newer documents, and non-objects, as they are', () => {
    const v1 = JSON.parse(readFileSync(fixture(1), 'utf8'));
    expect(migrateDocument(v1)).toBe(v1);
    const future = { ...v1, schemaVersion: DESIGN_FILE_SCHEMA_VERSION + 1 };
    expect(migrateDocument(future)).toBe(future);
    expect(migrateDocument(null)).toBe(null);
  });
});
