// The audit console on PostgreSQL with one million generated events (issue 19's targets):
//  - reading a page of a 10,000-event stream (folded from its start for what each event changed) ≤ 100 ms
//  - the state of that stream as of a time ≤ 200 ms
//  - replaying every read model into a separate schema (events/s; target ≥ 100,000), beside a
//    plain SELECT scan of the events table in the same batches as the baseline.
// The log: 99,000 saved designs of ten events each (created, renamed, thumbnails, link sharing)
// and one user's credit ledger of 10,000 grants and spends, with the actors and correlation ids
// every event carries. PostgreSQL: DATABASE_URL, else the local server at 127.0.0.1:5432/test,
// else skipped. AUDIT_BENCH_EVENTS sets the log's size (default 1,000,000).
import pg from 'pg';
import { AuditLog, createDataSource, EventStore, openDatabase, platformInlineProjections, platformMigrations, replayAll, replayVerify, START, type Checkpoint } from '@dm/platform';
import { UserQueries } from '@dm/server-identity';
import { contextParts } from '../../apps/api/dist/app.module.js';
import { AUDIT_STREAM_KINDS, folderFor } from '../../apps/api/dist/audit/audit-streams.js';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TOTAL = Number(process.env.AUDIT_BENCH_EVENTS ?? 1_000_000);
const LEDGER = 10_000;
const PER_DESIGN = 10;
const DESIGNS = Math.floor((TOTAL - LEDGER) / PER_DESIGN);

const probe = new pg.Client({ connectionString: url });
try {
  await probe.connect();
} catch {
  console.log('audit bench: no PostgreSQL reachable; skipped');
  process.exit(0);
}
const schema = `audit_bench_${process.pid}`;
await probe.query(`CREATE SCHEMA ${schema}`);
await probe.end();

const median = async (fn: () => Promise<unknown>, runs = 7) => {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
};

const handle = await openDatabase({ kind: 'postgres', url, schema });
const inline = [...platformInlineProjections, ...(contextParts.inlineProjections ?? [])];
const ds = createDataSource(handle, { entities: [], migrations: [...platformMigrations, ...(contextParts.migrations ?? [])] });
try {
  await ds.initialize();
  await ds.runMigrations();
  const store = new EventStore(ds, inline);

  // the log: designs in chunks (one transaction each), then the ledger
  let t0 = performance.now();
  const chunk = 10_000;
  for (let from = 1; from <= DESIGNS; from += chunk) {
    const to = Math.min(DESIGNS, from + chunk - 1);
    await ds.query(`
      INSERT INTO events (stream_id, stream_version, type, data, metadata, recorded_at)
      SELECT 'saved_design-b' || s, v,
        CASE WHEN v = 1 THEN 'SavedDesignCreated' WHEN v = ${PER_DESIGN} THEN 'SavedDesignLinkSharingChanged' WHEN v % 2 = 0 THEN 'SavedDesignRenamed' ELSE 'SavedDesignThumbnailUpdated' END,
        CASE WHEN v = 1 THEN jsonb_build_object('id', 'b' || s, 'owner', 'u-' || (s % 1000), 'name', 'Design ' || s, 'width', 800, 'height', 600, 'source', 'blank', 'at', ts)
             WHEN v = ${PER_DESIGN} THEN jsonb_build_object('id', 'b' || s, 'view_all', true, 'edit_all', false, 'at', ts)
             WHEN v % 2 = 0 THEN jsonb_build_object('id', 'b' || s, 'name', 'Design ' || s || ' v' || v, 'at', ts)
             ELSE jsonb_build_object('id', 'b' || s, 'thumbnail', '/api/blobs/t' || s || '-' || v, 'at', ts) END,
        jsonb_build_object('actorId', 'u-' || (s % 1000), 'correlationId', md5(s || '-' || v)),
        ts::timestamptz
      FROM generate_series(${from}, ${to}) s, generate_series(1, ${PER_DESIGN}) v,
           LATERAL (SELECT to_char(timestamp '2026-01-01' + (s * 20 + v) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') AS ts) t
      ORDER BY s, v`);
  }
  await ds.query(`
    INSERT INTO events (stream_id, stream_version, type, data, metadata, recorded_at)
    SELECT 'credits-ledger', v,
      CASE WHEN v % 2 = 1 THEN 'CreditsGranted' ELSE 'CreditsSpent' END,
      CASE WHEN v % 2 = 1 THEN jsonb_build_object('userId', 'ledger', 'kind', 'premium_image', 'amount', 1, 'reason', 'bench', 'at', ts)
           ELSE jsonb_build_object('userId', 'ledger', 'kind', 'premium_image', 'amount', 1, 'ref', 'order-' || v, 'at', ts) END,
      jsonb_build_object('actorId', 'ledger', 'correlationId', md5('ledger-' || v)),
      ts::timestamptz
    FROM generate_series(1, ${LEDGER}) v,
         LATERAL (SELECT to_char(timestamp '2027-01-01' + v * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') AS ts) t`);
  await ds.query(`ANALYZE events`);
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM events`);
  console.log(`generated ${n} events in ${Math.round(performance.now() - t0)} ms`);
  // the live read models, as the projections make them (the events went in by SQL, past them)
  t0 = performance.now();
  await replayAll(ds, store, inline);
  const rebuildMs = performance.now() - t0;
  console.log(`live read models rebuilt in place in ${Math.round(rebuildMs)} ms`);

  const log = new AuditLog(ds, store, AUDIT_STREAM_KINDS, folderFor, new UserQueries(ds));
  const lastPage = Math.ceil(LEDGER / 50);
  // cold: no stored fold of the ledger yet (the first read of its last page folds all of it)
  await ds.query(`DELETE FROM audit_snapshots`);
  t0 = performance.now();
  await log.streamPage('credits-ledger', Math.ceil(LEDGER / 50), 50);
  const coldMs = performance.now() - t0;
  await ds.query(`DELETE FROM audit_snapshots`);
  t0 = performance.now();
  await log.stateAt('credits-ledger', new Date(Date.UTC(2027, 0, 1) + (LEDGER / 2) * 60_000));
  const coldStateMs = performance.now() - t0;
  const firstMs = await median(() => log.streamPage('credits-ledger', 1, 50));
  const lastMs = await median(() => log.streamPage('credits-ledger', lastPage, 50));
  const rawPageMs = await median(() => ds.query(`SELECT * FROM events WHERE stream_id = 'credits-ledger' AND stream_version BETWEEN ${LEDGER - 49} AND ${LEDGER} ORDER BY stream_version`));
  const mid = new Date(Date.UTC(2027, 0, 1) + (LEDGER / 2) * 60_000).toISOString();
  const stateMs = await median(() => log.stateAt('credits-ledger', new Date(mid)));
  const findMs = await median(() => log.findStreams({ kind: 'credits' }, 1, 20), 5);
  const findAllMs = await median(() => log.findStreams({}, 1, 20), 5);
  const findEmailMs = await median(() => log.findStreams({ email: 'nobody@example.com' }, 1, 20), 3);

  // baseline: the same batched read of the whole log, applying nothing
  t0 = performance.now();
  let checkpoint: Checkpoint = START;
  let scanned = 0;
  for (;;) {
    const events = await store.readAfterUnbounded(checkpoint, 2000);
    if (!events.length) break;
    scanned += events.length;
    const last = events[events.length - 1];
    checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  const scanMs = performance.now() - t0;
  const report = await replayVerify(ds, store, inline);

  const rows = [
    ['stream page (10,000-event stream, first page of 50)', firstMs.toFixed(1), '≤ 100 ms', ''],
    ['stream page (10,000-event stream, last page of 50, from the stored folds)', lastMs.toFixed(1), '≤ 100 ms', `raw SELECT of the 50 rows: ${rawPageMs.toFixed(1)} ms`],
    ['  the same, cold (no stored folds: the events went in past the audit.snapshots projection)', coldMs.toFixed(1), '', ''],
    ['state as of a time (10,000-event stream, at its middle)', stateMs.toFixed(1), '≤ 200 ms', ''],
    ['  the same, cold', coldStateMs.toFixed(1), '', ''],
    ['find streams (kind credits, over the whole log)', findMs.toFixed(1), '', ''],
    ['find streams (no filter: the console as it opens)', findAllMs.toFixed(1), '', ''],
    ['find streams (by an e-mail: a scan of the data)', findEmailMs.toFixed(1), '', ''],
    [`plain SELECT scan of ${scanned} events (baseline)`, scanMs.toFixed(0), '', `${Math.round(scanned / (scanMs / 1000))} events/s`],
    [`rebuild in place (npm run replay) of ${n} events`, String(Math.round(rebuildMs)), '', `${Math.round(n / (rebuildMs / 1000))} events/s`],
    [`replay of every read model (${report.events} events), separate schema, compared`, String(report.ms), '≥ 100,000 events/s', `${report.eventsPerSecond} events/s (${(report.eventsPerSecond / (scanned / (scanMs / 1000))).toFixed(2)}x the scan); ${report.differences} differences`],
  ];
  console.log(`\n## Audit console on PostgreSQL, ${n} events (medians of 7)`);
  console.log('| subject | ms | target | note |');
  console.log('|---|---:|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
} finally {
  if (ds.isInitialized) await ds.destroy();
  await handle.close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP SCHEMA ${schema} CASCADE`);
  await c.end();
}
