// The rendering context's commands and queries, as they travel on @nestjs/cqrs's buses, and
// their handlers. The controller only parses, checks who calls and dispatches.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, EventsHandler, type ICommandHandler, type IEventHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { StoredEvent } from '@dm/platform';
import type { RenderRecord, RenderRequest } from './render.contract.js';
import { RenderService } from './render.service.js';

export class InitiateRenders extends Command<RenderRecord[]> {
  constructor(readonly requests: RenderRequest[], readonly requestedBy: string, readonly userId?: string) {
    super();
  }
}

export class GetRenderStatus extends Query<RenderRecord> {
  constructor(readonly id: string, readonly callerIds: readonly string[]) {
    super();
  }
}

export class GetRenderOutput extends Query<{ bytes: Buffer; mime: string }> {
  constructor(readonly file: string, readonly callerIds: readonly string[]) {
    super();
  }
}

@CommandHandler(InitiateRenders)
export class InitiateRendersHandler implements ICommandHandler<InitiateRenders> {
  constructor(@Inject(RenderService) private readonly renders: RenderService) {}
  execute(c: InitiateRenders) {
    return this.renders.initiate(c.requests, c.requestedBy, c.userId);
  }
}

@QueryHandler(GetRenderStatus)
export class GetRenderStatusHandler implements IQueryHandler<GetRenderStatus> {
  constructor(@Inject(RenderService) private readonly renders: RenderService) {}
  execute(q: GetRenderStatus) {
    return this.renders.status(q.id, q.callerIds);
  }
}

@QueryHandler(GetRenderOutput)
export class GetRenderOutputHandler implements IQueryHandler<GetRenderOutput> {
  constructor(@Inject(RenderService) private readonly renders: RenderService) {}
  execute(q: GetRenderOutput) {
    return this.renders.output(q.file, q.callerIds);
  }
}

/** A render drawn on any instance settles it on the instance that accepted it (its per-caller bound). */
@EventsHandler(StoredEvent)
export class RenderSettledHandler implements IEventHandler<StoredEvent> {
  constructor(@Inject(RenderService) private readonly renders: RenderService) {}
  handle(e: StoredEvent) {
    this.renders.observe(e.event);
  }
}

export const renderingHandlers = [InitiateRendersHandler, GetRenderStatusHandler, GetRenderOutputHandler, RenderSettledHandler];
