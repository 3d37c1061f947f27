import { DataSource } from 'typeorm';
import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = { email: 'root@example.com', password: 'root password here' };

describe.each(testDatabaseKinds())('the audit console (%s)', (kind) => {
  let app: TestApp;
  const jars = new Map<string, Map<string, string>>();
  const as = (who: string | null) => {
    app.cookies.clear();
    for (const [k, v] of (who && jars.get(who)) || []) app.cookies.set(k, v);
  };
  let aliceId: string;
  let designId: string;
  let between: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { env: { SEED: 'minimal', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    as(null);
    aliceId = (await app.call('auth/register', { email: 'alice@example.com', name: 'alice', password: 'alice has a long password' })).body.data._id;
    jars.set('alice', new Map(app.cookies));
    designId = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data._id;
    await app.call('saved_design/alter_link_sharing', { design_id: designId, action: 'enable_view' });
    await new Promise((r) => setTimeout(r, 30));
    between = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 30));
    await app.call('saved_design/alter_link_sharing', { design_id: designId, action: 'disable' });
    as(null);
    expect((await app.call('auth/login', ADMIN)).status).toBe(200);
    jars.set('admin', new Map(app.cookies));
  });
  afterAll(() => app?.close());

  it('refuses visitors (401) and users who are not admins (403)', async () => {
    as(null);
    expect((await app.call('audit/streams', {})).status).toBe(401);
    as('alice');
    const refused = await app.call('audit/streams', {});
    expect(refused.status).toBe(403);
    expect((await app.call('audit/replay', { projection: 'all' })).status).toBe(403);
  });

  it('finds a revoked link share by its owner\'s e-mail, reads its history with actors and what each event changed', async () => {
    as('admin');
    // action
    const found = await app.call('audit/streams', { kind: 'shares', email: 'Alice@example.com', page: 1, per_page: 20 });
    // check
    expect(found.status).toBe(200);
    expect(found.body.data.streams).toEqual([expect.objectContaining({ stream_id: `saved_design-${designId}`, kind: 'saved_designs', events: 2, last_type: 'SavedDesignLinkSharingChanged' })]);
    const history = await app.call('audit/stream', { stream_id: `saved_design-${designId}`, page: 1, per_page: 50 });
    expect(history.body.data.total).toBe(3);
    const [created, enabled, disabled] = history.body.data.events;
    expect(created).toMatchObject({ type: 'SavedDesignCreated', actor_id: aliceId, actor_email: 'alice@example.com', correlation_id: expect.any(String) });
    expect(enabled.changes).toEqual([{ path: 'editAll', after: false }, { path: 'viewAll', after: true }]);
    expect(disabled.changes).toEqual([{ path: 'viewAll', before: true, after: false }]);
    expect(disabled.correlation_id).not.toBe(enabled.correlation_id);
    // a page further on still folds from the start
    const second = await app.call('audit/stream', { stream_id: `saved_design-${designId}`, page: 2, per_page: 2 });
    expect(second.body.data.events.map((e: { type: string; changes: unknown }) => [e.type, e.changes])).toEqual([['SavedDesignLinkSharingChanged', [{ path: 'viewAll', before: true, after: false }]]]);
  });

  it('shows the state before the revocation and what changed since', async () => {
    as('admin');
    const state = await app.call('audit/state', { stream_id: `saved_design-${designId}`, at: between });
    expect(state.body.data).toMatchObject({ events_then: 2, events_now: 3, folded: true, then: { viewAll: true, owner: aliceId }, now: { viewAll: false } });
    expect(state.body.data.changes).toEqual([{ path: 'viewAll', before: true, after: false }]);
  });

  it('answers bad input with what is wrong and a missing stream with 404', async () => {
    as('admin');
    expect((await app.call('audit/state', { stream_id: 'saved_design-x', at: 'yesterday-ish' })).status).toBe(400);
    expect((await app.call('audit/streams', { kind: 'nonsense' })).status).toBe(400);
    const missing = await app.call('audit/stream', { stream_id: 'saved_design-none', page: 1, per_page: 10 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("No stream 'saved_design-none' in the event log.");
    expect((await app.call('audit/replay', { projection: 'no-such' })).status).toBe(400);
  });

  it('replays every read model into a separate schema with zero differences', async () => {
    as('admin');
    const names = (await app.call('audit/projections', {})).body.data.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['installation', 'saved_designs', 'orders', 'identity', 'catalog', 'folders']));
    // action
    const { job_id } = (await app.call('audit/replay', { projection: 'all' })).body.data;
    let status: any;
    for (let i = 0; i < 600; i++) {
      status = (await app.call('audit/replay/status', { job_id })).body.data;
      if (status.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // check
    expect(status).toMatchObject({ status: 'done', differences: 0 });
    expect(status.done).toBeGreaterThan(3);
    expect(status.tables.find((t: { table: string }) => t.table === 'saved_designs')).toMatchObject({ live_rows: 1, replayed_rows: 1, missing: 0, extra: 0 });
  });

  it('exports a stream as CSV and a search as JSON', async () => {
    as('admin');
    const csv = await app.call('audit/export', { format: 'csv', stream_id: `saved_design-${designId}` });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="audit-saved_design-${designId}.csv"`);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('position,stream_id,version,at,type,actor_id,actor_email,correlation_id,data');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('SavedDesignLinkSharingChanged');
    const json = await app.call('audit/export', { format: 'json', kind: 'shares', email: 'alice@example.com' });
    expect(json.body.map((e: { type: string }) => e.type)).toEqual(['SavedDesignLinkSharingChanged', 'SavedDesignLinkSharingChanged']);
  });

  it('every event in the log carries its actor and correlation id', async () => {
    const missing = await app.app.get(DataSource).query(`SELECT stream_id, type FROM events WHERE coalesce(metadata->>'actorId', '') = '' OR coalesce(metadata->>'correlationId', '') = ''`);
    expect(missing).toEqual([]);
  });
});
