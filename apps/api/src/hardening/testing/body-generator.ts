import { z } from 'zod';

/** A seeded pseudo-random source (mulberry32): the same seed gives the same bodies every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}
export type Rng = ReturnType<typeof seeded>;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
}

/** Realistic values for well-known field names, so a valid body reaches past the schema into the handler. */
export type Hints = Record<string, () => Json>;

/** The JSON schema of a contract (zod 4's own conversion; what JSON cannot say becomes 'any'). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

/** A body that should pass the schema (best effort: patterns fall back to hints and defaults). */
export function validBody(schema: JsonSchema, rng: Rng, hints: Hints = {}, name = '', depth = 0): Json {
  if (name && hints[name]) return hints[name]();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  if (schema.default !== undefined && rng.next() < 0.3) return schema.default;
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return validBody(rng.pick(alt.filter((s) => s.type !== 'null')) ?? alt[0], rng, hints, name, depth);
  if (schema.allOf?.length) return validBody(schema.allOf[0], rng, hints, name, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key);
        if (required || rng.next() < 0.6) out[key] = depth > 6 ? null : validBody(sub, rng, hints, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, rng.int(1, 3)));
      if (schema.prefixItems) return schema.prefixItems.map((s) => validBody(s, rng, hints, name, depth + 1));
      return Array.from({ length: n }, () => validBody(schema.items ?? {}, rng, hints, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const hi = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000), lo + 1000);
      return type === 'integer' ? rng.int(Math.ceil(lo), Math.floor(Math.max(lo, hi))) : lo + rng.next() * (hi - lo);
    }
    case 'boolean':
      return rng.next() < 0.5;
    case 'string': {
      if (schema.format === 'email') return `fuzz${rng.int(0, 1e6)}@example.com`;
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      const min = schema.minLength ?? 1;
      const max = Math.max(min, Math.min(schema.maxLength ?? 16, 16));
      const n = rng.int(min, max);
      return Array.from({ length: n }, () => rng.pick('abcdefghijklmnopqrstuvwxyz0123456789'.split(''))).join('');
    }
    case 'null':
      return null;
    default:
      return rng.pick<Json>(['x', 1, true, null]);
  }
}

/** Dotted paths of every field of a body (objects and arrays walked), deepest last. */
export function fieldPaths(body: Json, prefix: string[] = [], out: string[][] = []): string[][] {
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      const path = [...prefix, k];
      out.push(path);
      if (out.length < 200) fieldPaths(v as Json, path, out);
    }
  }
  return out;
}

/** A copy of `body` with the field at `path` replaced (or removed when `value` is REMOVE). */
export const REMOVE = Symbol('remove');
export function withField(body: Json, path: string[], value: Json | typeof REMOVE): Json {
  const copy = structuredClone(body) as Record<string, Json>;
  let at: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, Json>;
  const last = path[path.length - 1];
  if (value === REMOVE) delete at[last];
  else at[last] = value;
  return copy;
}

const deep = (n: number): Json => {
  let v: Json = 1;
  for (let i = 0; i < n; i++) v = [v];
  return v;
};

/** The ways a field is broken in turn; `raw` ones are spliced into the JSON text (JSON cannot say 1e309). */
export const BROKEN_VALUES: { label: string; value: Json | typeof REMOVE; raw?: string }[] = [
  { label: 'wrong type (number)', value: 12345 },
  { label: 'wrong type (string)', value: 'not-the-right-type' },
  { label: 'wrong type (boolean)', value: true },
  { label: 'missing', value: REMOVE },
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone surrogate', value: '\ud800' },
  { label: '1e309', value: 0, raw: '1e309' },
  { label: '-0', value: 0, raw: '-0' },
  { label: '100k characters', value: 'x'.repeat(100_000) },
  { label: '1,000-deep nesting', value: deep(1000) },
  { label: 'array for object', value: [] },
  { label: 'object for array', value: { a: 1 } },
  { label: 'null', value: null },
];
