import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { auditSnapshotsProjection, PlatformModule, platformInlineProjections, type AppConfig, type PlatformParts } from '@dm/platform';
import { folderFor } from './audit/audit-streams.js';
import { AuditModule } from './audit/audit.module.js';
import { IdentityModule, identityParts } from '@dm/server-identity';
import { DesignsModule, designsParts } from '@dm/server-designs';
import { CatalogModule, catalogParts } from '@dm/server-catalog';
import { RenderingModule } from '@dm/server-rendering';
import { FoldersModule, foldersParts } from '@dm/server-folders';
import { OrdersModule, ordersParts } from '@dm/server-orders';
import { MockupsModule, mockupsParts } from '@dm/server-mockups';
import { BrandModule, brandParts } from '@dm/server-brand';
import { ImagemakerModule, imagemakerParts } from '@dm/server-imagemaker';

/**
 * Composition root: every bounded context's module, entities, migrations and projections are
 * listed here and nowhere else. No domain logic.
 */
export const contextParts: PlatformParts = {
  entities: [],
  migrations: [...identityParts.migrations, ...designsParts.migrations, ...catalogParts.migrations, ...foldersParts.migrations, ...ordersParts.migrations, ...mockupsParts.migrations, ...brandParts.migrations, ...imagemakerParts.migrations],
  inlineProjections: [...identityParts.inlineProjections, ...designsParts.inlineProjections, ...catalogParts.inlineProjections, ...foldersParts.inlineProjections, ...ordersParts.inlineProjections, ...mockupsParts.inlineProjections, ...brandParts.inlineProjections, ...imagemakerParts.inlineProjections],
  asyncProjections: [...designsParts.asyncProjections, auditSnapshotsProjection(folderFor)],
};

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger?: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(config, contextParts, logger), IdentityModule.forRoot(config), DesignsModule, CatalogModule.forRoot(), RenderingModule, FoldersModule, OrdersModule, MockupsModule, BrandModule, ImagemakerModule,
        AuditModule.forRoot([...platformInlineProjections, ...(contextParts.inlineProjections ?? [])])],
    };
  }
}
