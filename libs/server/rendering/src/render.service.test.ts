import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore, LocalBlobStore, openTestDatabase, platformMigrations, Reactors, type TestDatabase } from '@dm/platform';
import { fixtureDesigns } from '../../../scene/src/testing/fixture-designs.js';
import { fixtureImages } from '../../../scene/src/node/fixture-images.js';
import { RenderPool } from './render-pool.js';
import { RenderService } from './render.service.js';
import { renderReactor } from './render.reactor.js';

let db: TestDatabase;
let pool: RenderPool;
let service: RenderService;
let blobs: LocalBlobStore;
let store: EventStore;
let reactors: Reactors;
const fixtures = fixtureDesigns(fixtureImages());
const good = fixtures.find((f) => f.name === 'mixed-multipage')!.design;

beforeAll(async () => {
  db = await openTestDatabase('pglite', { migrations: platformMigrations });
  store = new EventStore(db.dataSource, []);
  blobs = new LocalBlobStore(mkdtempSync(join(tmpdir(), 'dm-render-')));
  pool = new RenderPool({ threads: 2 });
  service = new RenderService(store, blobs, pool);
  // the platform's reactor runner, as the app runs it: draws each render after its request commits
  reactors = new Reactors(db.dataSource, store, { error: (o: unknown, m: string) => console.error(m, o) } as never);
  reactors.add(renderReactor(service));
  reactors.start();
});
afterAll(async () => {
  await reactors.stop();
  await pool.destroy();
  await db.close();
});

describe('render jobs in the worker pool', () => {
  it('accepts a bulk list at once, renders in workers and stores {id}.png under the outputs path', async () => {
    // action
    const records = await service.initiate([
      { type: 'png', html_data: good, rendering_parameters: { width: 160, height: 185 } },
      { type: 'png', html_data: good, rendering_parameters: { page: 1 } },
    ], 'u1');
    // check: answered before drawing
    expect(records.map((r) => r.status)).toEqual(['requested', 'requested']);
    await service.idle();
    const done = await Promise.all(records.map((r) => service.status(r._id, ['u1'])));
    expect(done.map((d) => [d.status, d.width, d.height])).toEqual([['completed', 160, 107], ['completed', 600, 400]]);
    expect(await blobs.exists(`rendering/outputs/${records[0]._id}.png`)).toBe(true);
    const out = await service.output(`${records[1]._id}.png`, ['u1']);
    expect(out.mime).toBe('image/png');
    const events = await store.readStream(`render-${records[0]._id}`);
    expect(events.map((e) => e.type)).toEqual(['RenderRequested', 'RenderCompleted']);
  });

  it('fails a bad design with a clear error and keeps rendering the others', async () => {
    const records = await service.initiate([
      { type: 'png', html_data: { id: 'x', width: 100, height: 100, pages: 'nope' }, rendering_parameters: {} },
      { type: 'jpg', html_data: '{"broken', rendering_parameters: {} },
      { type: 'jpg', html_data: good, rendering_parameters: {} },
    ], 'u1');
    await service.idle();
    const [bad, broken, fine] = await Promise.all(records.map((r) => service.status(r._id, ['u1'])));
    expect(bad).toMatchObject({ status: 'failed', error: expect.stringMatching(/^The design could not be rendered: pages: /) });
    expect(broken).toMatchObject({ status: 'failed', error: expect.stringMatching(/not valid JSON/) });
    expect(fine.status).toBe('completed');
    await expect(service.output(`${records[0]._id}.png`, ['u1'])).rejects.toThrow(/could not be rendered/);
  });

  it('keeps the event loop free while workers draw', async () => {
    // setup: how busy the main thread is during eight large renders (2400 px wide) (1 = blocked all along)
    const before = performance.eventLoopUtilization();
    // action
    await service.initiate(Array.from({ length: 8 }, () => ({ type: 'png' as const, html_data: good, rendering_parameters: { width: 2400 } })), 'u1');
    await service.idle();
    // check: drawing and encoding happen in the workers; the API thread mostly waits
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(busy).toBeLessThan(0.5);
  });

  it('never loses a render while its status is polled during other renders', async () => {
    // setup
    const records = await service.initiate([good, { width: 1 }, good].map((html_data) => ({ type: 'png' as const, html_data, rendering_parameters: {} })), 'u1');
    const pending = new Set(records.map((r) => r._id));
    let errors = 0;
    // action: poll every render at once until all are done
    while (pending.size) {
      await Promise.all([...pending].map(async (id) => {
        try {
          if ((await service.status(id, ['u1'])).status !== 'requested') pending.delete(id);
        } catch {
          errors++;
        }
      }));
    }
    // check
    expect(errors).toBe(0);
  });

  it('fails renders their server stopped in the middle of, and leaves the others alone', async () => {
    // setup: a render requested by a server that then stopped (no worker will ever finish it)
    const id = '0f0f0f0f-0000-4000-8000-000000000001';
    await store.append(`render-${id}`, 0, [{ type: 'RenderRequested', data: { id, type: 'png', page: 0, updateThumbnail: false, at: new Date().toISOString() } }]);
    // action
    expect(await service.failAbandoned(10 * 60_000)).toBe(0); // too recent to call abandoned
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await service.failAbandoned(10 * 60_000, later)).toBe(1);
    // check
    const events = await store.readStream(`render-${id}`);
    expect(events.map((e) => e.type)).toEqual(['RenderRequested', 'RenderFailed']);
    expect(events[1].data.error).toBe('Rendering failed: the server stopped before this render finished. Please start it again.');
    expect(await service.failAbandoned(10 * 60_000, later)).toBe(0);
  });

  it('draws a render accepted while no instance drew (a stopped server) once one starts again', async () => {
    // setup: the reactors stop, as when the server stops right after accepting a render
    await reactors.stop();
    const [record] = await service.initiate([{ type: 'png', html_data: good, rendering_parameters: { width: 120 } }], 'u1');
    await new Promise((r) => setTimeout(r, 400));
    expect((await service.status(record._id, ['u1'])).status).toBe('requested');
    expect(await service.failAbandoned(10 * 60_000, new Date(Date.now() + 11 * 60_000))).toBe(0); // its input waits: not abandoned
    // action: a new instance starts (a new service and reactor over the same database and blobs)
    const after = new RenderService(store, blobs, pool);
    reactors = new Reactors(db.dataSource, store);
    reactors.add(renderReactor(after));
    reactors.start();
    // check: it is drawn; the first instance learns it settled from the committed events
    let status = 'requested';
    for (let i = 0; i < 200 && status === 'requested'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await after.status(record._id, ['u1'])).status;
    }
    expect(status).toBe('completed');
    expect(await blobs.exists(`rendering/outputs/${record._id}.png`)).toBe(true);
    // the input goes right after the completion is recorded (a moment later than the status)
    let input = true;
    for (let i = 0; i < 100 && input; i++) {
      input = await blobs.exists(`rendering/inputs/${record._id}.json`);
      if (input) await new Promise((r) => setTimeout(r, 20));
    }
    expect(input).toBe(false);
    for (const event of await store.readStream(`render-${record._id}`)) service.observe(event);
    await service.idle();
  });

  it('answers an unknown render id with a clear not-found', async () => {
    await expect(service.status('00000000-0000-0000-0000-000000000000', ['u1'])).rejects.toThrow("There is no render with id '00000000-0000-0000-0000-000000000000'.");
  });
});
