import { z } from 'zod';
import { parseContract } from './validation.js';

describe('parseContract', () => {
  const schema = z.object({ email: z.string().email(), profile: z.object({ age: z.number().int().min(0) }) });

  it('returns the parsed value when the input matches', () => {
    const r = parseContract(schema, { email: 'a@b.co', profile: { age: 3 } });
    expect(r).toEqual({ ok: true, value: { email: 'a@b.co', profile: { age: 3 } } });
  });

  it('names a missing field as required', () => {
    const r = parseContract(schema, { profile: { age: 3 } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe('email');
      expect(r.message).toBe("Invalid value for 'email': it is required");
    }
  });

  it('names a nested field by its dotted path', () => {
    const r = parseContract(schema, { email: 'a@b.co', profile: { age: -1 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.field).toBe('profile.age');
  });
});

describe('parseContract refuses what text cannot hold', () => {
  const schema = z.object({ name: z.string(), doc: z.unknown().optional() });

  it.each([['a\u0000b'], ['\ud800'], ['x\udc00y'], ['\udfff\ud800']])('rejects %j naming the field', (bad) => {
    const r = parseContract(schema, { name: bad });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe('name');
      expect(r.message).toMatch(/^Invalid value for 'name': it contains a NUL/);
    }
  });

  it('accepts paired surrogates (emoji) and other control characters', () => {
    expect(parseContract(schema, { name: 'party 🎉 \t\n' }).ok).toBe(true);
  });

  it('names a bad string deep inside an open-ended field, and a bad key', () => {
    const r = parseContract(schema, { name: 'ok', doc: { pages: [{ text: 'a\u0000' }] } });
    expect(!r.ok && r.field).toBe('doc.pages.0.text');
    const k = parseContract(schema, { name: 'ok', doc: { ['k\u0000']: 1 } });
    expect(!k.ok && k.field).toBe('doc');
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const r = parseContract(schema, { name: 'ok', doc: deep });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/nests deeper than 64 levels/);
  });
});
