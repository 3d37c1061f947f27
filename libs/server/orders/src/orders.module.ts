import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore, type PlatformParts } from '@dm/platform';
import { CatalogQueries } from '@dm/server-catalog';
import { CreditsService, UserQueries } from '@dm/server-identity';
import { RENDER_WATERMARKS } from '@dm/server-rendering';
import { MOCKUP_PRICING, type MockupPricing, OrdersService } from './commands/orders.service.js';
import { cardPaymentsFrom } from './payments/card-payments.js';
import { OrdersController } from './orders.controller.js';
import { ordersHandlers } from './orders.messages.js';
import { Orders1732190000400 } from './orders.migration.js';
import { couponsProjection, ordersProjection } from './projections/orders.projection.js';

export const ordersParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections'>> = {
  migrations: [Orders1732190000400],
  inlineProjections: [ordersProjection, couponsProjection],
};

/**
 * The orders context: premium resources, orders, credits spent on them, coupons and the test
 * checkout. Global, because the rendering context asks it which elements to watermark.
 */
@Global()
@Module({
  controllers: [OrdersController],
  providers: [
    {
      provide: OrdersService,
      inject: [DataSource, EventStore, CatalogQueries, CreditsService, UserQueries, { token: MOCKUP_PRICING, optional: true }],
      useFactory: (ds: DataSource, s: EventStore, c: CatalogQueries, credits: CreditsService, users: UserQueries, mockups?: MockupPricing) =>
        new OrdersService(ds, s, c, credits, users, cardPaymentsFrom(process.env), mockups),
    },
    { provide: RENDER_WATERMARKS, useExisting: OrdersService },
    ...ordersHandlers,
  ],
  exports: [OrdersService, RENDER_WATERMARKS],
})
export class OrdersModule {}
