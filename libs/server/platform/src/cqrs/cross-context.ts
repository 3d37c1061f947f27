// Queries one context answers for another's call (the asking context knows the message, not the answerer).
import { Query } from '@nestjs/cqrs';
import type { MockupCategory } from '@dm/contracts';

/** category/get {type: 'mockup'} (the catalog's call): the mockup maker's categories. */
export class MockupCategoriesQuery extends Query<MockupCategory[]> {}

/** user/fetch_teams (identity's call): the caller's own and member teams with their brand kits, from the brand context. */
export class TeamsQuery extends Query<import('@dm/contracts').Teams> {
  constructor(readonly userId: string, readonly email?: string) {
    super();
  }
}
