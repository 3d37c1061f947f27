import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { platformMigrations } from '../nest/platform.module.js';
import { EventStore } from '../event-store/event-store.js';
import { AuditLog, auditSnapshotsProjection, SNAPSHOT_EVERY, type StreamFolder } from './audit-log.js';

/** A ledger that keeps every entry in a Map it extends in place (like the credits decider). */
const NONE = new Map<string, number>();
const ledger: StreamFolder = {
  initialState: { total: 0, entries: NONE },
  evolve(state: { total: number; entries: Map<string, number> }, event: { data: { ref: string; n: number } }) {
    const entries = state.entries === NONE ? new Map<string, number>() : state.entries;
    entries.set(event.data.ref, event.data.n);
    return { total: state.total + event.data.n, entries };
  },
};

describe.each(testDatabaseKinds())('audit log reads (%s)', (kind) => {
  let db: TestDatabase;
  let log: AuditLog;
  const LENGTH = SNAPSHOT_EVERY * 2 + 37;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: platformMigrations });
    const store = new EventStore(db.dataSource);
    await store.append('ledger-1', 0, Array.from({ length: LENGTH }, (_, i) => ({ type: 'Entry', data: { ref: `r${i + 1}`, n: 1 } })));
    log = new AuditLog(db.dataSource, store, [{ kind: 'ledgers', prefixes: ['ledger-'] }], (id) => (id.startsWith('ledger-') ? ledger : undefined), {
      userIdByEmail: async () => null,
      emailsOf: async () => new Map(),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('shows what each event of a late page changed, folding from a stored snapshot the second time', async () => {
    // action: the page holding events 1001..1037 (past two snapshots)
    const page = await log.streamPage('ledger-1', 3, SNAPSHOT_EVERY);
    // check
    expect(page.events).toHaveLength(37);
    expect(page.events[0].changes).toEqual([{ path: 'entries.r1001', after: 1 }, { path: 'total', before: 1000, after: 1001 }]);
    const stored: { version: number }[] = await db.dataSource.query(`SELECT version FROM audit_snapshots WHERE stream_id = 'ledger-1' ORDER BY version`);
    expect(stored.map((s) => s.version)).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY * 2]);
    // the same read from the snapshot answers the same
    expect(await log.streamPage('ledger-1', 3, SNAPSHOT_EVERY)).toEqual(page);
  });

  it('folds the state as of a time from snapshots, and now', async () => {
    const state = await log.stateAt('ledger-1', new Date(Date.now() + 60_000));
    expect(state).toMatchObject({ events_then: LENGTH, events_now: LENGTH, changes: [] });
    expect((state.now as { total: number }).total).toBe(LENGTH);
    const before = await log.stateAt('ledger-1', new Date(0));
    expect(before.events_then).toBe(0);
    expect(before.then).toEqual({ total: 0, entries: {} });
  });

  it('stores the fold of a stream as its 500th event arrives (the async projection)', async () => {
    // setup
    const store = new EventStore(db.dataSource);
    await store.append('ledger-2', 0, Array.from({ length: SNAPSHOT_EVERY }, (_, i) => ({ type: 'Entry', data: { ref: `r${i + 1}`, n: 2 } })));
    const [last] = (await store.readStream('ledger-2')).slice(-1);
    const projection = auditSnapshotsProjection((id) => (id.startsWith('ledger-') ? ledger : undefined));
    // action
    await db.dataSource.transaction((em) => projection.apply(em, last, store));
    // check
    const stored: { version: number; state: string }[] = await db.dataSource.query(`SELECT version, state FROM audit_snapshots WHERE stream_id = 'ledger-2'`);
    expect(stored.map((s) => s.version)).toEqual([SNAPSHOT_EVERY]);
    expect(JSON.parse(stored[0].state).total).toBe(SNAPSHOT_EVERY * 2);
  });

  it('lists every stream latest first when nothing is filtered, a page at a time, with the number of streams', async () => {
    // setup
    const store = new EventStore(db.dataSource);
    await store.append('latest-a', 0, [{ type: 'A', data: {} }]);
    await store.append('latest-b', 0, [{ type: 'B', data: {} }, { type: 'B2', data: {} }]);
    await store.append('latest-a', 1, [{ type: 'A2', data: {} }]);
    const [{ n }] = await db.dataSource.query(`SELECT count(DISTINCT stream_id)::int AS n FROM events`);
    // action
    const first = await log.findStreams({}, 1, 1);
    const second = await log.findStreams({}, 2, 1);
    // check
    expect(first).toMatchObject({ total: n, streams: [{ stream_id: 'latest-a', events: 2, last_type: 'A2' }] });
    expect(second.streams.map((x) => x.stream_id)).toEqual(['latest-b']);
    expect((await log.findStreams({}, 1000, 50)).streams).toEqual([]);
  });
});
