// Queries one context answers for another's call (the asking context knows the message, not the answerer).
import { Command, Query } from '@nestjs/cqrs';
import type { MockupCategory } from '@dm/contracts';

/** category/get {type: 'mockup'} (the catalog's call): the mockup maker's categories. */
export class MockupCategoriesQuery extends Query<MockupCategory[]> {}

/** user/fetch_teams (identity's call): the caller's own and member teams with their brand kits, from the brand context. */
export class TeamsQuery extends Query<import('@dm/contracts').Teams> {
  constructor(readonly userId: string, readonly email?: string) {
    super();
  }
}

/**
 * Prepares putting designs into a design folder (the folders context decides; the designs context
 * asks): checks who may add to it now, and answers the step to run inside the creating
 * transaction (`em`), so a bulk save is all or nothing. The step throws when the folder refuses
 * (gone, a photo folder, not the caller's). The user's own My Designs folder holds every design
 * already: its step records nothing. (Prepared outside the transaction: the embedded database has
 * one connection, and a read on another one inside a transaction would wait forever.)
 */
export class PrepareFolderPlacement extends Command<(em: import('typeorm').EntityManager, designIds: string[]) => Promise<{ placed: number }>> {
  constructor(readonly userId: string, readonly email: string | undefined, readonly folderId: string) {
    super();
  }
}
