import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { platformMigrations } from '../nest/platform.module.js';
import { EventStore } from './event-store.js';
import { START } from './types.js';

// Transaction ids are numbers: 99 comes before 100. The reads select them as text (for JavaScript),
// so an ORDER BY that named the text alias sorted "100" before "99" (and skipped events after a
// checkpoint, and could not use the index: every batch scanned the whole log).
describe.each(testDatabaseKinds())('event order across a transaction id of more digits (%s)', (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: platformMigrations });
    store = new EventStore(db.dataSource);
    await db.dataSource.query(
      `INSERT INTO events (transaction_id, stream_id, stream_version, type, data) VALUES ('99'::xid8, 'a-1', 1, 'Ninety-nine', '{}'), ('100'::xid8, 'b-1', 1, 'Hundred', '{}')`,
    );
  });
  afterAll(async () => {
    await db.close();
  });

  it('reads in transaction order, batch after batch, and names the later one as the head', async () => {
    const first = await store.readAfterUnbounded(START, 1);
    expect(first.map((e) => e.type)).toEqual(['Ninety-nine']);
    const next = await store.readAfterUnbounded({ transactionId: first[0].transactionId, globalPosition: first[0].globalPosition }, 1);
    expect(next.map((e) => e.type)).toEqual(['Hundred']);
    expect((await store.readAfter(START, 10)).map((e) => e.type)).toEqual(['Ninety-nine', 'Hundred']);
    expect((await store.head()).transactionId).toBe('100');
    expect((await store.visibleHead()).head.transactionId).toBe('100');
  });
});
