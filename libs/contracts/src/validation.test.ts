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
