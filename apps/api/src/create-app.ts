import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { Logger } from 'pino';
import { createLogger, EnvelopeExceptionFilter, type AppConfig } from '@dm/platform';
import { AppModule } from './app.module.js';
import { applyHttpSetup, findWebDist, serveEngineModel, serveFonts, servePhotos, serveWeb } from './http-setup.js';

export interface CreatedApp {
  app: NestExpressApplication;
  logger: Logger;
}

/** Builds the whole product (API at /api, web app at /) without listening; tests and main share it. */
export async function createApp(config: AppConfig, logger: Logger = createLogger({ level: config.logLevel })): Promise<CreatedApp> {
  const server = express();
  applyHttpSetup(server, logger);
  servePhotos(server);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), new ExpressAdapter(server), {
    bodyParser: false,
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new EnvelopeExceptionFilter(logger));
  app.enableShutdownHooks();
  await app.init();
  serveFonts(server);
  serveEngineModel(server, logger);
  serveWeb(server, findWebDist(config.webDist), logger);
  return { app, logger };
}
