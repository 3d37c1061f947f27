// Queries one context answers for another's call (the asking context knows the message, not the answerer).
import { Query } from '@nestjs/cqrs';
import type { MockupCategory } from '@dm/contracts';

/** category/get {type: 'mockup'} (the catalog's call): the mockup maker's categories. */
export class MockupCategoriesQuery extends Query<MockupCategory[]> {}
