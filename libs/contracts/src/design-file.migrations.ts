/**
 * Design document migrations, zod-free so the browser runs the same steps the server does: every
 * read path (saved_design/get_one and get, design/get_one, text_template/get_one, the editor's
 * load) upgrades a stored document before anyone sees it. Each step is named and works on plain
 * JSON, never throwing on fields it does not know. A frozen fixture document per schema version
 * (libs/contracts/src/fixtures) must open as current.
 */
import { DESIGN_FILE_SCHEMA_VERSION } from './design-file.constants.js';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface DesignFileMigration {
  /** What the step changes, in a few words. */
  name: string;
  /** The version it upgrades from (to from + 1). */
  from: number;
  up(doc: Json): Json;
}

/**
 * Upgrades from version n to n+1, indexed by n. Version 0 is the legacy, unversioned document:
 * objects as an array, flips as booleans, opacity on the 0..100 slider scale, no layer_index.
 */
export const DESIGN_FILE_MIGRATIONS: readonly DesignFileMigration[] = [
  {
    name: 'objects keyed by id, flips as 1/-1, opacity 0..1, layer_index, group list',
    from: 0,
    up(doc) {
      const pages = Array.isArray(doc.pages) ? doc.pages : [];
      return {
        ...doc,
        pages: pages.map((p, pageIndex) => {
          if (!isObj(p)) return p;
          const list = Array.isArray(p.objects) ? p.objects : isObj(p.objects) ? Object.values(p.objects) : [];
          const objects: Json = {};
          list.forEach((o, i) => {
            if (!isObj(o)) return;
            const oid = String(o.id ?? o._id ?? `el-${pageIndex}-${i}`);
            const el: Json = { ...o, id: oid };
            delete el._id;
            if (typeof el.layer_index !== 'number') el.layer_index = i;
            if (typeof el.opacity === 'number' && el.opacity > 1) el.opacity = el.opacity / 100;
            if (isObj(el.image_details)) {
              const d = { ...el.image_details };
              for (const k of ['flip_horizontal', 'flip_vertical']) {
                if (typeof d[k] === 'boolean') d[k] = d[k] ? -1 : 1;
              }
              el.image_details = d;
            }
            objects[oid] = el;
          });
          const groups = Array.isArray(p.groups)
            ? p.groups.map((g) => (isObj(g) ? String(g.id) : String(g)))
            : Object.values(objects).filter((o) => isObj(o) && o.type === 'group').map((o) => String((o as Json).id));
          return { ...p, id: String(p.id ?? `page-${pageIndex}`), objects, groups };
        }),
      };
    },
  },
];

/** The stored version of a document (0 for legacy documents without one). */
export function documentVersion(doc: unknown): number {
  return isObj(doc) && typeof doc.schemaVersion === 'number' ? doc.schemaVersion : 0;
}

/**
 * Upgrades a stored document to the current schema version, step by step, without validating it
 * (the server validates on write; readers get what was valid when stored, upgraded). Anything
 * that is not an object, or is already current or newer, comes back as it is.
 */
export function migrateDocument<T = unknown>(raw: unknown): T {
  if (!isObj(raw)) return raw as T;
  let version = documentVersion(raw);
  if (version >= DESIGN_FILE_SCHEMA_VERSION) return raw as T;
  let doc: Json = raw;
  while (version < DESIGN_FILE_SCHEMA_VERSION) {
    const step = DESIGN_FILE_MIGRATIONS[version];
    if (!step || step.from !== version) throw new Error(`no design migration from version ${version}`);
    doc = { ...step.up(doc), schemaVersion: version + 1 };
    version += 1;
  }
  return doc as T;
}
