import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOB_STORE, EventStore, LOGGER, type BlobStore, type PlatformParts } from '@dm/platform';
import { CreditsService, UserQueries } from '@dm/server-identity';
import type { Logger } from 'pino';
import { ImagemakerController } from './imagemaker.controller.js';
import { imagemakerHandlers } from './imagemaker.messages.js';
import { aiImagesProjection, Imagemaker1732190000700 } from './imagemaker.model.js';
import { ImagemakerService } from './imagemaker.service.js';
import { imageProviderFrom } from './provider.js';

export const imagemakerParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections'>> = {
  migrations: [Imagemaker1732190000700],
  inlineProjections: [aiImagesProjection],
};

/** AI images: the text-to-image provider (IMAGE_API_URL...), credits, the user's history. */
@Module({
  controllers: [ImagemakerController],
  providers: [
    {
      provide: ImagemakerService,
      inject: [DataSource, EventStore, BLOB_STORE, CreditsService, UserQueries, LOGGER],
      useFactory: (ds: DataSource, s: EventStore, b: BlobStore, credits: CreditsService, users: UserQueries, logger: Logger) =>
        new ImagemakerService(ds, s, b, {
          spend: (userId, ref) => credits.spend(userId, 'ai_image', 1, ref),
          refund: (userId, ref) => credits.refund(userId, ref),
          balance: async (userId) => (await users.credits(userId)).imagemaker.balance,
        }, imageProviderFrom(process.env), (msg, detail) => logger.warn(detail, msg)),
    },
    ...imagemakerHandlers,
  ],
  exports: [ImagemakerService],
})
export class ImagemakerModule {}
