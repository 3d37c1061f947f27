import { EventStore } from './event-store.js';
import { EventStore1732190000000 } from './event-store.migration.js';
import { StreamConflictError } from '../domain/errors.js';
import { MemoryCheckpoints, ProjectionRunner } from '../projections/projection-runner.js';
import { replayAll } from '../projections/replay.js';
import type { AsyncProjection, InlineProjection } from '../projections/projection.js';
import { Installation1732190000001, installationProjection } from '../system/installation.projection.js';
import { InstallationService } from '../system/installation.service.js';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import type { RecordedEvent } from './types.js';

const parts = { entities: [], migrations: [EventStore1732190000000, Installation1732190000001] };

/** A read model of counters kept by an inline projection, to prove same-transaction semantics. */
const counterProjection: InlineProjection = {
  name: 'counters',
  tables: ['counters'],
  handles: ['Counted', 'Exploded'],
  async apply(em, event) {
    if (event.type === 'Exploded') throw new Error('projection failed');
    await em.query(
      `INSERT INTO counters (stream_id, total) VALUES ($1, $2)
       ON CONFLICT (stream_id) DO UPDATE SET total = counters.total + EXCLUDED.total`,
      [event.streamId, event.data.n],
    );
  },
};

describe.each(testDatabaseKinds())('event store on %s', (kind) => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openTestDatabase(kind, parts);
    await db.dataSource.query(`CREATE TABLE counters (stream_id text PRIMARY KEY, total integer NOT NULL)`);
    store = new EventStore(db.dataSource, [counterProjection, installationProjection]);
  });
  afterAll(() => db?.close());

  it('appends to a new stream and reads it back in order', async () => {
    // action
    const r = await store.append('counter-a', 0, [{ type: 'Counted', data: { n: 1 } }, { type: 'Counted', data: { n: 2 } }], { actorId: 'u1' });
    // check
    expect(r.nextExpectedVersion).toBe(2);
    const events = await store.readStream('counter-a');
    expect(events.map((e) => [e.streamVersion, e.type, e.data.n, e.metadata.actorId])).toEqual([
      [1, 'Counted', 1, 'u1'],
      [2, 'Counted', 2, 'u1'],
    ]);
    expect(events[0].globalPosition).toBeLessThan(events[1].globalPosition);
  });

  it('starts many new streams in one insert with their projections, and refuses a stream that exists (nothing written)', async () => {
    // action: two new streams in the caller's transaction
    const recorded = await db.dataSource.transaction((tx) => store.startStreams(tx, [
      { streamId: 'many-1', events: [{ type: 'Counted', data: { n: 1 } }, { type: 'Counted', data: { n: 2 } }] },
      { streamId: 'many-2', events: [{ type: 'Counted', data: { n: 10 } }] },
    ], { actorId: 'bulk' }));
    // check: versions per stream, the projection ran for each event, the metadata kept
    expect(recorded.map((e) => [e.streamId, e.streamVersion])).toEqual([['many-1', 1], ['many-1', 2], ['many-2', 1]]);
    expect(await db.dataSource.query(`SELECT stream_id, total FROM counters WHERE stream_id LIKE 'many-%' ORDER BY stream_id`)).toEqual([{ stream_id: 'many-1', total: 3 }, { stream_id: 'many-2', total: 10 }]);
    expect((await store.readStream('many-2'))[0].metadata.actorId).toBe('bulk');
    // a batch naming an existing stream fails whole
    const again = db.dataSource.transaction((tx) => store.startStreams(tx, [{ streamId: 'many-3', events: [{ type: 'Counted', data: { n: 1 } }] }, { streamId: 'many-1', events: [{ type: 'Counted', data: { n: 1 } }] }]));
    await expect(again).rejects.toBeInstanceOf(StreamConflictError);
    expect(await store.readStream('many-3')).toEqual([]);
  });

  it('refuses a stale write with a 409 conflict and writes nothing', async () => {
    // setup
    await store.append('counter-b', 0, [{ type: 'Counted', data: { n: 5 } }]);
    // action
    const stale = store.append('counter-b', 0, [{ type: 'Counted', data: { n: 7 } }]);
    // check
    await expect(stale).rejects.toBeInstanceOf(StreamConflictError);
    await expect(stale).rejects.toMatchObject({ status: 409, expectedVersion: 0, actualVersion: 1 });
    // the message a user sees names no internal stream id
    await expect(stale).rejects.toMatchObject({ message: expect.not.stringContaining('counter-b') });
    expect((await store.readStream('counter-b')).length).toBe(1);
    expect(await db.dataSource.query(`SELECT total FROM counters WHERE stream_id = 'counter-b'`)).toEqual([{ total: 5 }]);
  });

  it('runs inline projections in the append transaction: a failing projection writes nothing', async () => {
    await expect(store.append('counter-c', 0, [{ type: 'Counted', data: { n: 1 } }, { type: 'Exploded', data: {} }])).rejects.toThrow('projection failed');
    expect(await store.streamVersion('counter-c')).toBe(0);
    expect(await db.dataSource.query(`SELECT * FROM counters WHERE stream_id = 'counter-c'`)).toEqual([]);
  });

  it('reads a stream as of a position or a time', async () => {
    const first = await store.append('counter-d', 0, [{ type: 'Counted', data: { n: 1 } }]);
    await new Promise((r) => setTimeout(r, 20));
    const cut = new Date();
    await new Promise((r) => setTimeout(r, 20));
    await store.append('counter-d', 1, [{ type: 'Counted', data: { n: 2 } }]);
    expect((await store.readStream('counter-d', { upTo: { position: first.events[0].globalPosition } })).length).toBe(1);
    expect((await store.readStream('counter-d', { upTo: { time: cut } })).length).toBe(1);
    expect((await store.readStream('counter-d')).length).toBe(2);
  });

  it('reads all events from a position with a limit', async () => {
    const all = await store.readAll(0, 1000);
    expect(all.length).toBeGreaterThanOrEqual(5);
    const page = await store.readAll(all[1].globalPosition, 2);
    expect(page.map((e) => e.globalPosition)).toEqual([all[2].globalPosition, all[3].globalPosition]);
  });

  it('feeds an async projection every event exactly once, surviving restarts', async () => {
    const seen: number[] = [];
    const projection: AsyncProjection = { name: 'collector', handles: '*', apply: async (_em, e) => void seen.push(e.globalPosition) };
    const runner = new ProjectionRunner(db.dataSource, store, [projection], undefined, { batchSize: 3 });
    await runner.catchUp();
    await store.append('counter-e', 0, [{ type: 'Counted', data: { n: 1 } }]);
    // a second runner (a restart) continues from the checkpoint
    await new ProjectionRunner(db.dataSource, store, [projection], undefined, { batchSize: 3 }).catchUp();
    const all = (await store.readAll(0, 10000)).map((e) => e.globalPosition);
    expect([...seen].sort((a, b) => a - b)).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('applies appends announced in the process at once, also one made while a pass runs', async () => {
    const seen: string[] = [];
    let inPass: (() => void) | null = null;
    const projection: AsyncProjection = {
      name: 'follower',
      handles: ['Followed'],
      apply: async (_em, e) => {
        seen.push(e.streamId);
        // the first event's pass is still running when the second is appended
        if (e.streamId === 'follow-a') await new Promise<void>((r) => (inPass = r));
      },
    };
    // checkpoints in memory: a pass holds no transaction (the one connection of the embedded
    // database stays free for the append made while the pass waits)
    const runner = new ProjectionRunner(db.dataSource, store, [projection], undefined, { checkpoints: new MemoryCheckpoints((await store.visibleHead()).head) });
    runner.start();
    try {
      await new Promise((r) => setTimeout(r, 50));
      await store.append('follow-a', 0, [{ type: 'Followed', data: {} }]);
      for (let i = 0; !inPass && i < 200; i++) await new Promise((r) => setTimeout(r, 5));
      await store.append('follow-b', 0, [{ type: 'Followed', data: {} }]);
      const appended = Date.now();
      (inPass as (() => void) | null)?.();
      for (let i = 0; !seen.includes('follow-b') && i < 400; i++) await new Promise((r) => setTimeout(r, 5));
      expect(seen).toEqual(['follow-a', 'follow-b']);
      // well before the poll that would otherwise find it (2 s on the embedded database)
      expect(Date.now() - appended).toBeLessThan(1000);
    } finally {
      await runner.stop();
    }
  });

  it('rebuilds every read model from position 0 to exactly the live tables', async () => {
    // setup: some history through a real aggregate
    const installation = new InstallationService(store, db.dataSource);
    expect(await installation.ensureInitialised('0.1.0')).toBe(true);
    expect(await installation.ensureInitialised('0.1.0')).toBe(false);
    await installation.recordSeed('catalog', 1, { templates: 4 });
    await installation.recordSeed('catalog', 2, { templates: 9 });
    const snapshot = async () => ({
      counters: await db.dataSource.query(`SELECT * FROM counters ORDER BY stream_id`),
      installation: await db.dataSource.query(`SELECT * FROM installation`),
      seeds: await db.dataSource.query(`SELECT * FROM installation_seeds ORDER BY seed`),
    });
    const live = await snapshot();
    // action
    const result = await replayAll(db.dataSource, store, [counterProjection, installationProjection]);
    // check
    expect(result.events).toBe((await store.readAll(0, 100000)).length);
    expect(await snapshot()).toEqual(live);
    expect((await installation.info())?.seeds).toEqual({ catalog: 2 });
  });
});

const concurrent = process.env.DATABASE_URL ? describe : describe.skip;

concurrent('event store under concurrent writers on PostgreSQL', () => {
  let db: TestDatabase;
  afterAll(() => db?.close());

  it('lets every subscriber see every event exactly once, in one consistent order', async () => {
    // setup
    db = await openTestDatabase('postgres', { ...parts, poolSize: 24 });
    const store = new EventStore(db.dataSource);
    const subscribers = ['s1', 's2', 's3'].map((name) => {
      const seen: RecordedEvent[] = [];
      const projection: AsyncProjection = { name, handles: '*', apply: async (_em, e) => void seen.push(e) };
      return { seen, runner: new ProjectionRunner(db.dataSource, store, [projection], { error: (o: unknown, m: string) => console.error(m, o) } as never, { batchSize: 7, pollMs: 2 }) };
    });
    subscribers.forEach((s) => s.runner.start());
    const writers = 16;
    const appendsEach = 25;
    // action: writers hold their transactions open for random times, so commits land out of position order
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < appendsEach; i++) {
          await db.dataSource.transaction(async (em) => {
            await store.append(`writer-${w}`, i, [{ type: 'Wrote', data: { w, i } }], {}, em);
            await em.query(`SELECT pg_sleep($1)`, [Math.random() * 0.01]);
          });
        }
      }),
    );
    const total = writers * appendsEach;
    // the in-flight horizon is cluster-wide: a long transaction of another suite on the same
    // server holds every subscriber back until it ends, so wait long enough for that
    const deadline = Date.now() + 100_000;
    while (subscribers.some((s) => s.seen.length < total) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (subscribers.some((s) => s.seen.length < total)) {
      console.error(await db.dataSource.query(`SELECT pg_current_snapshot()::text AS snap, (SELECT max(transaction_id::text) FROM events) AS maxtx`));
      console.error(await db.dataSource.query(`SELECT pid, datname, state, backend_xid::text, backend_xmin::text, left(query, 80) AS q FROM pg_stat_activity WHERE backend_xid IS NOT NULL OR backend_xmin IS NOT NULL`));
    }
    await Promise.all(subscribers.map((s) => s.runner.stop()));
    // check
    const positions = (await store.readAll(0, 100000)).map((e) => e.globalPosition).sort((a, b) => a - b);
    expect(positions.length).toBe(total);
    const orders = subscribers.map((s) => s.seen.map((e) => e.globalPosition));
    for (const order of orders) {
      expect(order.length).toBe(total);
      expect([...order].sort((a, b) => a - b)).toEqual(positions);
    }
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
    // and per stream, versions arrive in order
    for (const s of subscribers) {
      const last = new Map<string, number>();
      for (const e of s.seen) {
        expect(e.streamVersion).toBe((last.get(e.streamId) ?? 0) + 1);
        last.set(e.streamId, e.streamVersion);
      }
    }
  }, 150_000);
});
