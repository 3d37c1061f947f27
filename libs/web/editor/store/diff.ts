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
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i], out, inv);
    return;
  }
  out.push({ op: 'replace', path, value: b });
  inv.push({ op: 'replace', path, value: a });
}
