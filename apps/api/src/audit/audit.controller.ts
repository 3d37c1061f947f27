// The audit console's calls (admins only: 401 for visitors, 403 for every other user).
import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AuditCalls, AuditExportRequest, AuditReplayRequest, AuditReplayStatusRequest, AuditStateRequest, AuditStreamRequest, AuditStreamsRequest, emptyRequestSchema, ok,
} from '@dm/contracts';
import { ZodBody } from '@dm/platform';
import { AdminOnly } from '@dm/server-identity';
import { AuditCommand, AuditRead } from './audit.messages.js';

@Controller()
@AdminOnly()
export class AuditController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus, @Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post(AuditCalls.streams)
  @HttpCode(200)
  async streams(@Body(new ZodBody(AuditStreamsRequest)) body: AuditStreamsRequest) {
    const { page, per_page, ...search } = body;
    return ok(await this.queries.execute(new AuditRead('streams', search, page, per_page)));
  }

  @Post(AuditCalls.stream)
  @HttpCode(200)
  async stream(@Body(new ZodBody(AuditStreamRequest)) body: AuditStreamRequest) {
    return ok(await this.queries.execute(new AuditRead('stream', body.stream_id, body.page, body.per_page)));
  }

  @Post(AuditCalls.state)
  @HttpCode(200)
  async state(@Body(new ZodBody(AuditStateRequest)) body: AuditStateRequest) {
    return ok(await this.queries.execute(new AuditRead('state', body.stream_id, body.at)));
  }

  @Post(AuditCalls.projections)
  @HttpCode(200)
  async projections(@Body(new ZodBody(emptyRequestSchema)) _body: unknown) {
    return ok(await this.queries.execute(new AuditRead('projectionNames')));
  }

  @Post(AuditCalls.replay)
  @HttpCode(200)
  async replay(@Body(new ZodBody(AuditReplayRequest)) body: AuditReplayRequest) {
    return ok(await this.commands.execute(new AuditCommand('startReplay', body.projection)));
  }

  @Post(AuditCalls.replayStatus)
  @HttpCode(200)
  async replayStatus(@Body(new ZodBody(AuditReplayStatusRequest)) body: AuditReplayStatusRequest) {
    return ok(await this.queries.execute(new AuditRead('replayStatus', body.job_id)));
  }

  /** The file itself (CSV or JSON), as an attachment. */
  @Post(AuditCalls.export)
  @HttpCode(200)
  async export(@Body(new ZodBody(AuditExportRequest)) body: AuditExportRequest, @Res() res: Response) {
    const file = await this.queries.execute(new AuditRead('export', body));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(file.body);
  }
}
