import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { platformMigrations } from '../nest/platform.module.js';
import { BatchedWrites, inlineParameters } from './batched-writes.js';

describe('inlineParameters', () => {
  it('does not take $10 for $1, and refuses a placeholder without a parameter', () => {
    expect(inlineParameters('SELECT $1, $10', [1, 2, 3, 4, 5, 6, 7, 8, 9, 'x'])).toBe(`SELECT '1', 'x'`);
    expect(() => inlineParameters('UPDATE t SET a = $2', [1])).toThrow('$2');
  });
});

describe.each(testDatabaseKinds())('batched writes (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: platformMigrations });
    await db.dataSource.query(`CREATE TABLE bw (id text PRIMARY KEY, n integer, ok boolean, tags text[], doc jsonb, at timestamptz, note text)`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores exactly what the same statements store one by one with parameters, and a read sees the held writes', async () => {
    const sql = `INSERT INTO bw (id, n, ok, tags, doc, at, note) VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7)`;
    const row = (id: string) => [id, 42, true, ['a', 'b"c', "d'e", 'back\\slash'], JSON.stringify({ q: "it's", u: '\u00e9\u{1F600}', b: 'x\\y' }), new Date('2026-03-04T05:06:07.089Z'), null];
    await db.dataSource.query(sql, row('plain'));
    let seen: unknown[] = [];
    await db.dataSource.transaction(async (em) => {
      const writes = new BatchedWrites(em);
      await writes.manager.query(sql, row('batched'));
      await writes.manager.query(`UPDATE bw SET n = n + $2 WHERE id = $1`, ['batched', 0]);
      seen = await writes.manager.query(`SELECT id FROM bw WHERE id = $1`, ['batched']);
      await writes.manager.query(sql, row('batched-2'));
      await writes.close();
      // nothing left prepared on the connection
      expect(await em.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'bw\\_%'`)).toEqual([{ n: 0 }]);
    });
    expect(seen).toEqual([{ id: 'batched' }]);
    const rows: { id: string; r: string }[] = await db.dataSource.query(`SELECT id, (n, ok, tags, doc, at, note)::text AS r FROM bw ORDER BY id`);
    expect(rows.map((r) => r.id)).toEqual(['batched', 'batched-2', 'plain']);
    expect(new Set(rows.map((r) => r.r)).size).toBe(1);
  });
});
