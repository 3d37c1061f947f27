import { type DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { EventStore, type InlineProjection, LOGGER } from '@dm/platform';
import { UserQueries } from '@dm/server-identity';
import { AuditController } from './audit.controller.js';
import { AuditCommandHandler, AuditReadHandler } from './audit.messages.js';
import { AuditService } from './audit.service.js';

/** The audit console: reads over every context's event streams, for admins. */
@Module({})
export class AuditModule {
  /** `projections`: every inline read model, the ones a replay can rebuild and compare. */
  static forRoot(projections: readonly InlineProjection[]): DynamicModule {
    return {
      module: AuditModule,
      controllers: [AuditController],
      providers: [
        {
          provide: AuditService,
          inject: [DataSource, EventStore, UserQueries, LOGGER],
          useFactory: (ds: DataSource, store: EventStore, users: UserQueries, logger: Logger) =>
            new AuditService(ds, store, projections, users, logger),
        },
        AuditCommandHandler,
        AuditReadHandler,
      ],
    };
  }
}
