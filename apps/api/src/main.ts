import { loadConfig } from '@dm/platform';
import { createApp } from './create-app.js';

const t0 = Date.now();
const config = loadConfig();
const { app, logger } = await createApp(config);
await app.listen(config.port);
logger.info({ port: config.port, dataDir: config.dataDir, database: config.databaseUrl ? 'postgres' : 'pglite', ms: Date.now() - t0 }, `Designmaker is serving http://localhost:${config.port}`);
