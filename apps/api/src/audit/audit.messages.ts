// The audit console's use cases on @nestjs/cqrs's buses: each is a method of AuditService.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { dispatchTo, type ArgsOf, type ResultOf } from '@dm/platform';
import { AuditService } from './audit.service.js';

type Changes = 'startReplay';
type Reads = 'streams' | 'stream' | 'state' | 'projectionNames' | 'export' | 'replayStatus';

export class AuditCommand<K extends Changes> extends Command<ResultOf<AuditService, K>> {
  readonly args: ArgsOf<AuditService, K>;
  constructor(readonly method: K, ...args: ArgsOf<AuditService, K>) {
    super();
    this.args = args;
  }
}

export class AuditRead<K extends Reads> extends Query<ResultOf<AuditService, K>> {
  readonly args: ArgsOf<AuditService, K>;
  constructor(readonly method: K, ...args: ArgsOf<AuditService, K>) {
    super();
    this.args = args;
  }
}

@CommandHandler(AuditCommand)
export class AuditCommandHandler implements ICommandHandler<AuditCommand<Changes>> {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}
  execute(c: AuditCommand<Changes>) {
    return dispatchTo(this.audit, c) as Promise<ResultOf<AuditService, Changes>>;
  }
}

@QueryHandler(AuditRead)
export class AuditReadHandler implements IQueryHandler<AuditRead<Reads>> {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}
  execute(q: AuditRead<Reads>) {
    return dispatchTo(this.audit, q) as Promise<ResultOf<AuditService, Reads>>;
  }
}
