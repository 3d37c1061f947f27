import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GenerateImageRequest, HistoryQuery, ImagemakerCalls, ok } from '@dm/contracts';
import { ValidationError, ZodBody } from '@dm/platform';
import { BearerAuthenticated, CurrentUser, type Principal } from '@dm/server-identity';
import type { z } from 'zod';
import { GenerateAiImage, ImagemakerRead } from './imagemaker.messages.js';

const ID = /^[0-9a-f-]{36}$/;

/** imagemaker/*: bearer-authorised (a token auth/token issues from the cookie session), except the public config. */
@Controller()
export class ImagemakerController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus, @Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get(ImagemakerCalls.config)
  async config() {
    return ok(await this.queries.execute(new ImagemakerRead('config')));
  }

  @Post(ImagemakerCalls.generate)
  @HttpCode(200)
  @BearerAuthenticated()
  async generate(@Body(new ZodBody(GenerateImageRequest)) body: z.infer<typeof GenerateImageRequest>, @CurrentUser() user: Principal) {
    // the model is the server's (a fixed fast model): a caller's choice is not taken
    return ok(await this.commands.execute(new GenerateAiImage(user.id, body.prompt)));
  }

  @Get(ImagemakerCalls.balance)
  @BearerAuthenticated()
  async balance(@CurrentUser() user: Principal) {
    return ok(await this.queries.execute(new ImagemakerRead('balance', user.id)));
  }

  @Get(ImagemakerCalls.history)
  @BearerAuthenticated()
  async history(@Query() query: Record<string, unknown>, @CurrentUser() user: Principal) {
    const parsed = HistoryQuery.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ValidationError(`Invalid value for '${issue.path.join('.') || 'query'}': ${issue.message}`, String(issue.path[0] ?? 'query'));
    }
    const page = await this.queries.execute(new ImagemakerRead('history', user.id, parsed.data.page, parsed.data.perPage));
    return { ...ok(page.data), pagination: page.pagination };
  }

  @Get(`${ImagemakerCalls.historyItem}:id`)
  @BearerAuthenticated()
  async one(@Param('id') id: string, @CurrentUser() user: Principal) {
    if (!ID.test(id)) throw new ValidationError("Invalid value for 'id': an image id", 'id');
    return ok(await this.queries.execute(new ImagemakerRead('one', user.id, id)));
  }
}
