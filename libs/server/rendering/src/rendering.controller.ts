// render/*: initiate one render or a bulk list, read a render's status, fetch its output.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Messages, ok } from '@dm/contracts';
import { type AttemptLimiter, RateLimits, ZodBody } from '@dm/platform';
import { type Caller, callerIds, CallerOf, CreatorOf, OptionalUser } from '@dm/server-identity';
import type { z } from 'zod';
import { renderInitiateBulkRequest, renderInitiateRequest, renderStatusRequest } from './render.contract.js';
import { QueryBus, CommandBus } from '@nestjs/cqrs';
import { GetRenderOutput, GetRenderStatus, InitiateRenders } from './rendering.messages.js';

@Controller('render')
@OptionalUser()
export class RenderingController {
  readonly #rate: AttemptLimiter;

  constructor(@Inject(CommandBus) private readonly commands: CommandBus, @Inject(QueryBus) private readonly queries: QueryBus, @Inject(RateLimits) limits: RateLimits) {
    // besides the per-caller queue bound: how many render calls a caller may make in a window
    this.#rate = limits.limiter('render_calls', { limit: Number(process.env.RENDER_CALLS_PER_10_MIN) || 600, windowMs: 10 * 60_000 });
  }

  @Post('initiate')
  @HttpCode(200)
  async initiate(@Body(new ZodBody(renderInitiateRequest)) body: z.infer<typeof renderInitiateRequest>, @CreatorOf() caller: Caller) {
    await this.#rate.take(callerIds(caller)[0], Messages.tooManyRenderCalls);
    const [record] = await this.commands.execute(new InitiateRenders([body], callerIds(caller)[0], caller.userId));
    return ok(record);
  }

  @Post('initiate_bulk')
  @HttpCode(200)
  async initiateBulk(@Body(new ZodBody(renderInitiateBulkRequest)) body: z.infer<typeof renderInitiateBulkRequest>, @CreatorOf() caller: Caller) {
    await this.#rate.take(callerIds(caller)[0], Messages.tooManyRenderCalls);
    return ok(await this.commands.execute(new InitiateRenders(body.render_data, callerIds(caller)[0], caller.userId)));
  }

  @Post('status')
  @HttpCode(200)
  async status(@Body(new ZodBody(renderStatusRequest)) body: z.infer<typeof renderStatusRequest>, @CallerOf() caller: Caller) {
    return ok(await this.queries.execute(new GetRenderStatus(body.id, callerIds(caller))));
  }

  @Get('outputs/:file')
  async output(@Param('file') file: string, @CallerOf() caller: Caller, @Res() res: Response) {
    const { bytes, mime } = await this.queries.execute(new GetRenderOutput(file, callerIds(caller)));
    res.setHeader('content-type', mime);
    // the requester's own: private caches only
    res.setHeader('cache-control', 'private, max-age=31536000, immutable');
    res.send(bytes);
  }
}
