// Forward and inverse Immer patches between two versions of a document. The scene's operations
// return new documents with structural sharing (they run their own `produce`), so the store
// derives the patches by walking only the branches whose references changed. The result is the
// exact patch format Immer's `applyPatches` takes: undo and redo are data.
import type { Patch } from 'immer';

type Json = Record<string, unknown>;
const isPlain = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface PatchPair {
  patches: Patch[];
  inverse: Patch[];
}

export function diffPatches(before: unknown, after: unknown): PatchPair {
  const patches: Patch[] = [];
  const inverse: Patch[] = [];
  walk(before, after, [], patches, inverse);
  return { patches, inverse };
}

function walk(a: unknown, b: unknown, path: (string | number)[], out: Patch[], inv: Patch[]): void {
  if (a === b) return;
  if (isPlain(a) && isPlain(b)) {
    for (const k of Object.keys(a)) {
      if (!(k in b)) {
        out.push({ op: 'remove', path: [...path, k] });
        inv.push({ op: 'add', path: [...path, k], value: a[k] });
      } else walk(a[k], b[k], [...path, k], out, inv);
    }
    for (const k of Object.keys(b)) {
      if (!(k in a)) {
        out.push({ op: 'add', path: [...path, k], value: b[k] });
        inv.push({ op: 'remove', path: [...path, k] });
      }
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const ka = keysOf(a);
    const kb = keysOf(b);
    if (a.length === b.length && (!ka || !kb || ka.every((k, i) => k === kb[i]))) {
      for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i], out, inv);
      return;
    }
    if (ka && kb && spliceById(a, b, ka, kb, path, out, inv)) return;
  }
  out.push({ op: 'replace', path, value: b });
  inv.push({ op: 'replace', path, value: a });
}

/** The ids of an array of records that all have a distinct string id (pages), else null. */
function keysOf(list: unknown[]): string[] | null {
  const ids = list.map((v) => (isPlain(v) && typeof v.id === 'string' ? v.id : null));
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) return null;
  return ids as string[];
}

/**
 * Arrays of records with ids (pages) that gained or lost records in one run, the rest in the same
 * order: patches that remove and add just those records (and walk the others), so adding a page
 * to a 100-page design does not store the 100 pages twice. False for reorders (then replaced).
 */
function spliceById(a: unknown[], b: unknown[], ka: string[], kb: string[], path: (string | number)[], out: Patch[], inv: Patch[]): boolean {
  let p = 0;
  while (p < a.length && p < b.length && ka[p] === kb[p]) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && ka[a.length - 1 - s] === kb[b.length - 1 - s]) s++;
  const removed = ka.slice(p, a.length - s);
  const added = kb.slice(p, b.length - s);
  if (removed.some((id) => added.includes(id))) return false;
  const fwd: Patch[] = [];
  const back: Patch[] = [];
  // forward, applied to a: the common head, the removals, the additions, then the common tail
  const headOut: Patch[] = [];
  const headInv: Patch[] = [];
  for (let i = 0; i < p; i++) walk(a[i], b[i], [...path, i], headOut, headInv);
  const tailOut: Patch[] = [];
  const tailInv: Patch[] = [];
  for (let j = 0; j < s; j++) walk(a[a.length - s + j], b[b.length - s + j], [...path, b.length - s + j], tailOut, tailInv);
  fwd.push(...headOut);
  for (let k = removed.length - 1; k >= 0; k--) fwd.push({ op: 'remove', path: [...path, p + k] });
  added.forEach((_, k) => fwd.push({ op: 'add', path: [...path, p + k], value: b[p + k] }));
  fwd.push(...tailOut);
  // inverse, applied to b: the tail back, the additions out, the removals back, then the head
  back.push(...tailInv);
  for (let k = added.length - 1; k >= 0; k--) back.push({ op: 'remove', path: [...path, p + k] });
  removed.forEach((_, k) => back.push({ op: 'add', path: [...path, p + k], value: a[p + k] }));
  back.push(...headInv);
  out.push(...fwd);
  inv.push(...back);
  return true;
}
