import 'reflect-metadata';
import { createDataSource, createLogger, EventStore, loadConfig, openDatabase, platformInlineProjections, platformMigrations, replayAll } from '@dm/platform';
import { contextParts } from './app.module.js';

/**
 * `npm run replay`: rebuilds every read model from event position 0. Stop the server first when it
 * runs on the embedded database (PGlite is one process's at a time).
 */
const config = loadConfig();
const logger = createLogger({ level: config.logLevel });
const handle = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, schema: config.databaseSchema } : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
const inline = [...platformInlineProjections, ...(contextParts.inlineProjections ?? [])];
const ds = createDataSource(handle, { entities: contextParts.entities ?? [], migrations: [...platformMigrations, ...(contextParts.migrations ?? [])] });
try {
  await ds.initialize();
  await ds.runMigrations();
  const t0 = Date.now();
  const result = await replayAll(ds, new EventStore(ds, inline), inline, contextParts.asyncProjections ?? []);
  logger.info({ events: result.events, tables: result.tables, ms: Date.now() - t0 }, 'read models rebuilt from position 0');
} finally {
  if (ds.isInitialized) await ds.destroy();
  await handle.close();
}
