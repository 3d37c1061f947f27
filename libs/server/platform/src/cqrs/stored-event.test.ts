import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { platformMigrations } from '../nest/platform.module.js';
import { EventStore } from '../event-store/event-store.js';
import { CommittedEventsPublisher, type StoredEvent } from './stored-event.js';

describe.each(testDatabaseKinds())('committed events on the EventBus (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: platformMigrations });
  });
  afterAll(async () => {
    await db.close();
  });

  it('publishes each committed event once, in commit order, from the head at start; never a rolled-back one', async () => {
    // setup: an event from before the start, which belongs to no one's waiting
    const store = new EventStore(db.dataSource);
    await store.append('before-1', 0, [{ type: 'Old', data: {} }]);
    const seen: StoredEvent[] = [];
    const publisher = new CommittedEventsPublisher(db.dataSource, store, (e) => seen.push(e));
    await publisher.start();
    // action: two commits and one rollback
    await store.append('a-1', 0, [{ type: 'First', data: { n: 1 } }, { type: 'Second', data: { n: 2 } }]);
    await db.dataSource.transaction(async (em) => {
      await store.append('b-1', 0, [{ type: 'RolledBack', data: {} }], {}, em);
      throw new Error('changed my mind');
    }).catch(() => undefined);
    await store.append('c-1', 0, [{ type: 'Third', data: { n: 3 } }]);
    for (let i = 0; i < 100 && seen.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    await publisher.stop();
    // check
    expect(seen.map((e) => e.type)).toEqual(['First', 'Second', 'Third']);
    expect(seen[0].event).toMatchObject({ streamId: 'a-1', streamVersion: 1, data: { n: 1 } });
  });
});
