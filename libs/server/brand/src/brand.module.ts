import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOB_STORE, type BlobStore, EventStore, type PlatformParts } from '@dm/platform';
import { IDENTITY_CONFIG, type IdentityConfig, MAILER, type Mailer } from '@dm/server-identity';
import { BrandController } from './brand.controller.js';
import { brandHandlers } from './brand.messages.js';
import { Brand1732190000600, brandProjection } from './brand.model.js';
import { BrandService } from './brand.service.js';

export const brandParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections'>> = {
  migrations: [Brand1732190000600],
  inlineProjections: [brandProjection],
};

/** Brand kits, team fonts and members; answers user/fetch_teams for the identity context. */
@Module({
  controllers: [BrandController],
  providers: [
    {
      provide: BrandService,
      inject: [DataSource, EventStore, BLOB_STORE, MAILER, IDENTITY_CONFIG],
      useFactory: (ds: DataSource, s: EventStore, b: BlobStore, mailer: Mailer, identity: IdentityConfig) =>
        new BrandService(ds, s, b, { send: (mail) => mailer.send({ ...mail, summary: 'team invitation' }), publicUrl: identity.publicUrl }),
    },
    ...brandHandlers,
  ],
  exports: [BrandService],
})
export class BrandModule {}
