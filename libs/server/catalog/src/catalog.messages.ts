// The catalog's reads on @nestjs/cqrs's QueryBus. Each read is a method of CatalogQueries (the
// read models) or CatalogSearchService (search); a message names it and carries its arguments,
// and its result type is the method's.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { dispatchTo, type ArgsOf, type AsyncMethodOf, type ResultOf } from '@dm/platform';
import { CatalogQueries } from './queries/catalog.queries.js';
import { CatalogSearchService } from './search/catalog-search.service.js';
import { TemplateAuthoring } from './commands/authoring.service.js';

export class CatalogRead<K extends AsyncMethodOf<CatalogQueries>> extends Query<ResultOf<CatalogQueries, K>> {
  readonly args: ArgsOf<CatalogQueries, K>;
  constructor(readonly method: K, ...args: ArgsOf<CatalogQueries, K>) {
    super();
    this.args = args;
  }
}

export class CatalogSearch<K extends AsyncMethodOf<CatalogSearchService>> extends Query<ResultOf<CatalogSearchService, K>> {
  readonly args: ArgsOf<CatalogSearchService, K>;
  constructor(readonly method: K, ...args: ArgsOf<CatalogSearchService, K>) {
    super();
    this.args = args;
  }
}

@QueryHandler(CatalogRead)
export class CatalogReadHandler implements IQueryHandler<CatalogRead<AsyncMethodOf<CatalogQueries>>> {
  constructor(@Inject(CatalogQueries) private readonly queries: CatalogQueries) {}
  execute(q: CatalogRead<AsyncMethodOf<CatalogQueries>>) {
    return dispatchTo(this.queries, q);
  }
}

@QueryHandler(CatalogSearch)
export class CatalogSearchHandler implements IQueryHandler<CatalogSearch<AsyncMethodOf<CatalogSearchService>>> {
  constructor(@Inject(CatalogSearchService) private readonly search: CatalogSearchService) {}
  execute(q: CatalogSearch<AsyncMethodOf<CatalogSearchService>>) {
    return dispatchTo(this.search, q);
  }
}

/** Template authoring (admins and designers): each a method of TemplateAuthoring. */
export class CatalogAuthor<K extends AsyncMethodOf<TemplateAuthoring>> extends Command<ResultOf<TemplateAuthoring, K>> {
  readonly args: ArgsOf<TemplateAuthoring, K>;
  constructor(readonly method: K, ...args: ArgsOf<TemplateAuthoring, K>) {
    super();
    this.args = args;
  }
}

@CommandHandler(CatalogAuthor)
export class CatalogAuthorHandler implements ICommandHandler<CatalogAuthor<AsyncMethodOf<TemplateAuthoring>>> {
  constructor(@Inject(TemplateAuthoring) private readonly authoring: TemplateAuthoring) {}
  execute(c: CatalogAuthor<AsyncMethodOf<TemplateAuthoring>>) {
    return dispatchTo(this.authoring, c);
  }
}

export const catalogHandlers = [CatalogReadHandler, CatalogSearchHandler, CatalogAuthorHandler];
