// The brand context's use cases on @nestjs/cqrs's buses (a message names a BrandService method).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { dispatchTo, type ArgsOf, type ResultOf, TeamsQuery } from '@dm/platform';
import { BrandService } from './brand.service.js';

type Changes = 'update' | 'upload' | 'updateFontUploads' | 'invite' | 'removeMember';
type Reads = 'teams' | 'sections' | 'file';

export class BrandCommand<K extends Changes> extends Command<ResultOf<BrandService, K>> {
  readonly args: ArgsOf<BrandService, K>;
  constructor(readonly method: K, ...args: ArgsOf<BrandService, K>) {
    super();
    this.args = args;
  }
}

export class BrandRead<K extends Reads> extends Query<ResultOf<BrandService, K>> {
  readonly args: ArgsOf<BrandService, K>;
  constructor(readonly method: K, ...args: ArgsOf<BrandService, K>) {
    super();
    this.args = args;
  }
}

@CommandHandler(BrandCommand)
export class BrandCommandHandler implements ICommandHandler<BrandCommand<Changes>> {
  constructor(@Inject(BrandService) private readonly brand: BrandService) {}
  execute(c: BrandCommand<Changes>) {
    return dispatchTo(this.brand, c) as Promise<ResultOf<BrandService, Changes>>;
  }
}

@QueryHandler(BrandRead)
export class BrandReadHandler implements IQueryHandler<BrandRead<Reads>> {
  constructor(@Inject(BrandService) private readonly brand: BrandService) {}
  execute(q: BrandRead<Reads>) {
    return dispatchTo(this.brand, q) as Promise<ResultOf<BrandService, Reads>>;
  }
}

@QueryHandler(TeamsQuery)
export class TeamsHandler implements IQueryHandler<TeamsQuery> {
  constructor(@Inject(BrandService) private readonly brand: BrandService) {}
  execute(q: TeamsQuery) {
    return this.brand.teams(q.userId, q.email);
  }
}

export const brandHandlers = [BrandCommandHandler, BrandReadHandler, TeamsHandler];
