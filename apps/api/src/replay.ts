import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createDataSource, createLogger, EventStore, loadConfig, openDatabase, platformInlineProjections, platformMigrations, replayAll, replayVerify } from '@dm/platform';
import { contextParts } from './app.module.js';

/**
 * `npm run replay`: rebuilds every read model from event position 0. Stop the server first when it
 * runs on the embedded database (PGlite is one process's at a time).
 * `npm run replay -- --verify [--projection NAME]`: rebuilds into a separate schema instead, compares
 * with the live tables row for row and prints the report (the audit console's replay); the live
 * tables are not touched, and the exit code is 1 when they differ.
 */
const { values } = parseArgs({ options: { verify: { type: 'boolean', default: false }, projection: { type: 'string', default: 'all' } } });
const config = loadConfig();
const logger = createLogger({ level: config.logLevel });
const handle = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, schema: config.databaseSchema } : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
const inline = [...platformInlineProjections, ...(contextParts.inlineProjections ?? [])];
const ds = createDataSource(handle, { entities: contextParts.entities ?? [], migrations: [...platformMigrations, ...(contextParts.migrations ?? [])] });
let exitCode = 0;
try {
  await ds.initialize();
  await ds.runMigrations();
  const t0 = Date.now();
  if (values.verify) {
    const chosen = values.projection === 'all' ? inline : inline.filter((p) => p.name === values.projection);
    if (!chosen.length) throw new Error(`No read model is called '${values.projection}'. Read models: ${inline.map((p) => p.name).join(', ')}`);
    let shown = -1;
    const report = await replayVerify(ds, new EventStore(ds, inline), chosen, {
      onProgress: (done, total) => {
        const pct = total ? Math.floor((done / total) * 100) : 100;
        if (pct >= shown + 10 || done === total) {
          shown = pct;
          process.stderr.write(`replay: ${done}/${total} events (${pct}%)\n`);
        }
      },
    });
    const rows = report.tables.map((t) => `${t.table.padEnd(28)} ${String(t.live_rows).padStart(9)} ${String(t.replayed_rows).padStart(9)} ${String(t.missing).padStart(8)} ${String(t.extra).padStart(8)}`);
    process.stdout.write([
      `Replayed ${report.events} events through ${report.projections.join(', ')} in ${report.ms} ms (${report.eventsPerSecond} events/s), into a separate schema.`,
      `${'table'.padEnd(28)} ${'live'.padStart(9)} ${'replayed'.padStart(9)} ${'missing'.padStart(8)} ${'extra'.padStart(8)}`,
      ...rows,
      ...report.tables.flatMap((t) => t.samples.map((s) => `  ${t.table} ${s.side}: ${s.row}`)),
      report.differences ? `${report.differences} differences from the live tables.` : 'Zero differences: the live tables are exactly what the events say.',
      '',
    ].join('\n'));
    if (report.differences) exitCode = 1;
  } else {
    const result = await replayAll(ds, new EventStore(ds, inline), inline, contextParts.asyncProjections ?? []);
    logger.info({ events: result.events, tables: result.tables, ms: Date.now() - t0 }, 'read models rebuilt from position 0');
  }
} finally {
  if (ds.isInitialized) await ds.destroy();
  await handle.close();
}
process.exitCode = exitCode;
