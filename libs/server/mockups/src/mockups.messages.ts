// The mockup maker's use cases on @nestjs/cqrs's buses: each is a method of MockupsService; a
// message names it and carries its arguments (commands change saved mockups or start a render).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { dispatchTo, type ArgsOf, MockupCategoriesQuery, type ResultOf } from '@dm/platform';
import { MockupsService } from './mockups.service.js';

type Changes = 'save' | 'renderStatus';
type Reads = 'categories' | 'one' | 'many' | 'page' | 'search' | 'inCategory' | 'recommendations' | 'getSaved' | 'allSaved' | 'savedPreview' | 'output';

export class MockupsCommand<K extends Changes> extends Command<ResultOf<MockupsService, K>> {
  readonly args: ArgsOf<MockupsService, K>;
  constructor(readonly method: K, ...args: ArgsOf<MockupsService, K>) {
    super();
    this.args = args;
  }
}

export class MockupsRead<K extends Reads> extends Query<ResultOf<MockupsService, K>> {
  readonly args: ArgsOf<MockupsService, K>;
  constructor(readonly method: K, ...args: ArgsOf<MockupsService, K>) {
    super();
    this.args = args;
  }
}

@CommandHandler(MockupsCommand)
export class MockupsCommandHandler implements ICommandHandler<MockupsCommand<Changes>> {
  constructor(@Inject(MockupsService) private readonly mockups: MockupsService) {}
  execute(c: MockupsCommand<Changes>) {
    return dispatchTo(this.mockups, c) as Promise<ResultOf<MockupsService, Changes>>;
  }
}

@QueryHandler(MockupsRead)
export class MockupsReadHandler implements IQueryHandler<MockupsRead<Reads>> {
  constructor(@Inject(MockupsService) private readonly mockups: MockupsService) {}
  execute(q: MockupsRead<Reads>) {
    return dispatchTo(this.mockups, q) as Promise<ResultOf<MockupsService, Reads>>;
  }
}

/** category/get {type: 'mockup'} is the catalog's call: it asks here. */
@QueryHandler(MockupCategoriesQuery)
export class MockupCategoriesHandler implements IQueryHandler<MockupCategoriesQuery> {
  constructor(@Inject(MockupsService) private readonly mockups: MockupsService) {}
  async execute() {
    return this.mockups.categories();
  }
}

export const mockupsHandlers = [MockupsCommandHandler, MockupsReadHandler, MockupCategoriesHandler];
