import type { DataSource, EntityManager } from 'typeorm';
import { handleCommand, StreamConflictError, type EventMetadata, type EventStore } from '@dm/platform';
import { creditsDecider, creditsStream, type CreditKind, type CreditsCommand } from '../domain/credits.decider.js';
import { subscriptionDecider, subscriptionStream, type SubscriptionTerms } from '../domain/subscription.decider.js';

/**
 * Credit accounts and subscriptions. Commands on one credit account are serialised with a
 * transaction-scoped advisory lock on its stream, so concurrent spends queue instead of failing
 * on a version conflict; the decider still guards the balance, and a conflict is retried.
 */
export class CreditsService {
  constructor(private readonly store: EventStore, private readonly dataSource: DataSource) {}

  grant(userId: string, kind: CreditKind, amount: number, reason: string) {
    return this.run(userId, { type: 'GrantCredits', userId, kind, amount, reason, at: new Date().toISOString() });
  }

  /** Spends credits for a reference (an order, an image); the same reference twice is spent once. */
  spend(userId: string, kind: CreditKind, amount: number, ref: string) {
    return this.run(userId, { type: 'SpendCredits', userId, kind, amount, ref, at: new Date().toISOString() });
  }

  /**
   * Spends inside the caller's transaction (an order and its credits commit or roll back
   * together). The account's lock is taken first, so concurrent spends queue; a short balance
   * throws and the caller's transaction rolls back. Announce the events after the commit.
   */
  async spendWithin(em: EntityManager, userId: string, kind: CreditKind, amount: number, ref: string, metadata: EventMetadata = {}) {
    const stream = creditsStream(userId);
    await this.lockAccount(em, userId);
    return handleCommand(this.store, creditsDecider, stream, { type: 'SpendCredits', userId, kind, amount, ref, at: new Date().toISOString() }, metadata, em);
  }

  /** Takes the account's lock for the rest of the transaction (held again by a later spend: it stacks). */
  async lockAccount(em: EntityManager, userId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [creditsStream(userId)]);
  }

  refund(userId: string, ref: string) {
    return this.run(userId, { type: 'RefundCredits', userId, ref, at: new Date().toISOString() });
  }

  async setSubscription(userId: string, terms: SubscriptionTerms): Promise<void> {
    const result = await handleCommand(this.store, subscriptionDecider, subscriptionStream(userId), { type: 'SetSubscription', userId, terms, at: new Date().toISOString() });
    if (result.events.length) this.store.announce(result.events);
  }

  private async run(userId: string, command: CreditsCommand): Promise<Record<CreditKind, number>> {
    const stream = creditsStream(userId);
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.dataSource.transaction(async (em) => {
          await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [stream]);
          return handleCommand(this.store, creditsDecider, stream, command, {}, em);
        });
        this.store.announce(result.events);
        return result.state.balances;
      } catch (err) {
        if (err instanceof StreamConflictError && attempt < 5) continue;
        throw err;
      }
    }
  }
}
