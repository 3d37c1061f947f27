// The orders context's use cases on @nestjs/cqrs's buses: each is a method of OrdersService; a
// message names it and carries its arguments (commands change orders, reads only read).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { dispatchTo, type ArgsOf, type ResultOf } from '@dm/platform';
import { OrdersService } from './commands/orders.service.js';

type Changes = 'placeDesignOrder' | 'placeMockupOrder' | 'confirm' | 'testPay' | 'chargeStripe' | 'stripeWebhook';
type Reads = 'premiumResources' | 'history' | 'order' | 'applyCoupon';

export class OrdersCommand<K extends Changes> extends Command<ResultOf<OrdersService, K>> {
  readonly args: ArgsOf<OrdersService, K>;
  constructor(readonly method: K, ...args: ArgsOf<OrdersService, K>) {
    super();
    this.args = args;
  }
}

export class OrdersRead<K extends Reads> extends Query<ResultOf<OrdersService, K>> {
  readonly args: ArgsOf<OrdersService, K>;
  constructor(readonly method: K, ...args: ArgsOf<OrdersService, K>) {
    super();
    this.args = args;
  }
}

@CommandHandler(OrdersCommand)
export class OrdersCommandHandler implements ICommandHandler<OrdersCommand<Changes>> {
  constructor(@Inject(OrdersService) private readonly orders: OrdersService) {}
  execute(c: OrdersCommand<Changes>) {
    return dispatchTo(this.orders, c) as Promise<ResultOf<OrdersService, Changes>>;
  }
}

@QueryHandler(OrdersRead)
export class OrdersReadHandler implements IQueryHandler<OrdersRead<Reads>> {
  constructor(@Inject(OrdersService) private readonly orders: OrdersService) {}
  execute(q: OrdersRead<Reads>) {
    return dispatchTo(this.orders, q) as Promise<ResultOf<OrdersService, Reads>>;
  }
}

export const ordersHandlers = [OrdersCommandHandler, OrdersReadHandler];
