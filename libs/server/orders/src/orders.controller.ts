// design_resource/get_premium_resources, order/*, user/fetch_order_history/ and the built-in test
// checkout's calls. Every order call is for a signed-in user and only ever touches their own orders.
import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AddDesignOrderRequest, AddOrderRequest, ApplyCouponRequest, ChargeStripeRequest, ConfirmOrderRequest, ok, OrderCalls, OrderHistoryRequest, PremiumResourcesRequest,
  TestCheckoutPayRequest, TestCheckoutRequest,
} from '@dm/contracts';
import { ValidationError, ZodBody } from '@dm/platform';
import { Authenticated, CallerOf, CurrentUser, OptionalUser, type Caller, type Principal } from '@dm/server-identity';
import type { z } from 'zod';
import { OrdersCommand, OrdersRead } from './orders.messages.js';

@Controller()
export class OrdersController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus, @Inject(QueryBus) private readonly queries: QueryBus) {}

  /** Also for visitors (every premium resource is unpaid for them): the editor draws the watermarks. */
  @Post(OrderCalls.getPremiumResources)
  @HttpCode(200)
  @OptionalUser()
  async premium(@Body(new ZodBody(PremiumResourcesRequest)) body: PremiumResourcesRequest, @CallerOf() caller: Caller) {
    return ok(await this.queries.execute(new OrdersRead('premiumResources', caller.userId, body.resources)));
  }

  @Post(OrderCalls.addDesignOrder)
  @HttpCode(200)
  @Authenticated()
  async addDesignOrder(@Body(new ZodBody(AddDesignOrderRequest)) body: AddDesignOrderRequest, @CurrentUser() user: Principal, @Req() req: Request) {
    return ok(await this.commands.execute(new OrdersCommand('placeDesignOrder', user.id, body, originOf(req))));
  }

  @Post(OrderCalls.add)
  @HttpCode(200)
  @Authenticated()
  async add(@Body(new ZodBody(AddOrderRequest)) body: AddOrderRequest, @CurrentUser() user: Principal, @Req() req: Request) {
    const first = body.skus[0];
    if (first.type === 'mockup') {
      const answer = await this.commands.execute(new OrdersCommand('placeMockupOrder', user.id, {
        mockup: first.mockup, inputs: first.inputs, payment_mode: body.payment_mode, idempotency_key: body.idempotency_key,
      }, originOf(req)));
      return ok({ ...answer.order, ...(answer.checkoutUrl ? { checkoutUrl: answer.checkoutUrl, checkout_in_frame: answer.checkout_in_frame } : {}) });
    }
    if (!body.designId) throw new ValidationError("Invalid value for 'designId': required for design resources", 'designId');
    const answer = await this.commands.execute(new OrdersCommand('placeDesignOrder', user.id, {
      design_id: body.designId, resources: (body.skus as { design_resource: string }[]).map((s) => s.design_resource), payment_mode: body.payment_mode, coupon_code: body.coupon_code,
    }, originOf(req)));
    return ok({ ...answer.order, ...(answer.checkoutUrl ? { checkoutUrl: answer.checkoutUrl } : {}) });
  }

  @Post(OrderCalls.applyCoupon)
  @HttpCode(200)
  @Authenticated()
  async applyCoupon(@Body(new ZodBody(ApplyCouponRequest)) body: ApplyCouponRequest, @CurrentUser() user: Principal) {
    return ok(await this.queries.execute(new OrdersRead('applyCoupon', user.id, body)));
  }

  @Post(OrderCalls.confirm)
  @HttpCode(200)
  @Authenticated()
  async confirm(@Body(new ZodBody(ConfirmOrderRequest)) body: ConfirmOrderRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new OrdersCommand('confirm', user.id, body.id)));
  }

  @Post(OrderCalls.chargeStripe)
  @HttpCode(200)
  @Authenticated()
  async chargeStripe(@Body(new ZodBody(ChargeStripeRequest)) body: ChargeStripeRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new OrdersCommand('chargeStripe', user.id, body)));
  }

  /** Stripe calls this; the signature over the raw body is the only credential. */
  @Post(OrderCalls.stripeWebhook)
  @HttpCode(200)
  async stripeWebhook(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string) {
    return ok(await this.commands.execute(new OrdersCommand('stripeWebhook', req.rawBody, signature)));
  }

  @Post(OrderCalls.fetchOrderHistory)
  @HttpCode(200)
  @Authenticated()
  async history(@Body(new ZodBody(OrderHistoryRequest)) _body: z.infer<typeof OrderHistoryRequest>, @CurrentUser() user: Principal) {
    return ok(await this.queries.execute(new OrdersRead('history', user.id)));
  }

  @Post(OrderCalls.testCheckout)
  @HttpCode(200)
  @Authenticated()
  async testCheckout(@Body(new ZodBody(TestCheckoutRequest)) body: z.infer<typeof TestCheckoutRequest>, @CurrentUser() user: Principal) {
    return ok({ order: await this.queries.execute(new OrdersRead('order', user.id, body.order_id)), test_mode: true as const });
  }

  @Post(OrderCalls.testCheckoutPay)
  @HttpCode(200)
  @Authenticated()
  async testPay(@Body(new ZodBody(TestCheckoutPayRequest)) body: TestCheckoutPayRequest, @CurrentUser() user: Principal) {
    return ok(await this.commands.execute(new OrdersCommand('testPay', user.id, body.order_id, body.outcome)));
  }
}

/** Where the user came from (for the payment return links): PUBLIC_URL, else the request's own origin. */
function originOf(req: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured;
  return `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost:3000'}`;
}
