// Identity's commands and queries on @nestjs/cqrs's buses. Accounts (register, sign-in, reset)
// and sessions (start, refresh, revoke) are commands; the user's record, teams and credits are
// reads. Each message names a use case of its service and carries its arguments.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { dispatchTo, type ArgsOf, type AsyncMethodOf, type ResultOf } from '@dm/platform';
import { AccountService } from './commands/account.service.js';
import { SessionService } from './commands/session.service.js';
import { UserQueries } from './queries/user.queries.js';

export class AccountCommand<K extends AsyncMethodOf<AccountService>> extends Command<ResultOf<AccountService, K>> {
  readonly args: ArgsOf<AccountService, K>;
  constructor(readonly method: K, ...args: ArgsOf<AccountService, K>) {
    super();
    this.args = args;
  }
}

export class SessionCommand<K extends AsyncMethodOf<SessionService>> extends Command<ResultOf<SessionService, K>> {
  readonly args: ArgsOf<SessionService, K>;
  constructor(readonly method: K, ...args: ArgsOf<SessionService, K>) {
    super();
    this.args = args;
  }
}

export class UserRead<K extends AsyncMethodOf<UserQueries>> extends Query<ResultOf<UserQueries, K>> {
  readonly args: ArgsOf<UserQueries, K>;
  constructor(readonly method: K, ...args: ArgsOf<UserQueries, K>) {
    super();
    this.args = args;
  }
}

@CommandHandler(AccountCommand)
export class AccountCommandHandler implements ICommandHandler<AccountCommand<AsyncMethodOf<AccountService>>> {
  constructor(@Inject(AccountService) private readonly accounts: AccountService) {}
  execute(c: AccountCommand<AsyncMethodOf<AccountService>>) {
    return dispatchTo(this.accounts, c);
  }
}

@CommandHandler(SessionCommand)
export class SessionCommandHandler implements ICommandHandler<SessionCommand<AsyncMethodOf<SessionService>>> {
  constructor(@Inject(SessionService) private readonly sessions: SessionService) {}
  execute(c: SessionCommand<AsyncMethodOf<SessionService>>) {
    return dispatchTo(this.sessions, c);
  }
}

@QueryHandler(UserRead)
export class UserReadHandler implements IQueryHandler<UserRead<AsyncMethodOf<UserQueries>>> {
  constructor(@Inject(UserQueries) private readonly users: UserQueries) {}
  execute(q: UserRead<AsyncMethodOf<UserQueries>>) {
    return dispatchTo(this.users, q);
  }
}

export const identityHandlers = [AccountCommandHandler, SessionCommandHandler, UserReadHandler];
