import type { Decider } from '@dm/platform/domain';

/** A user's subscription: active or not, free plan or not, and the products it covers. */
export const subscriptionStream = (userId: string) => `subscription-${userId}`;

export interface SubscriptionTerms {
  sub_status: boolean;
  sub_free_plan: boolean;
  scope: string[];
}

export const NO_SUBSCRIPTION: SubscriptionTerms = { sub_status: false, sub_free_plan: false, scope: [] };

export type SubscriptionCommand = { type: 'SetSubscription'; userId: string; terms: SubscriptionTerms; at: string };
export type SubscriptionEvent = { type: 'SubscriptionChanged'; data: { userId: string; terms: SubscriptionTerms; at: string } };
export type SubscriptionState = SubscriptionTerms;

const normalise = (t: SubscriptionTerms): SubscriptionTerms => ({ ...t, scope: [...new Set(t.scope.map((s) => s.trim()).filter(Boolean))].sort() });
const same = (a: SubscriptionTerms, b: SubscriptionTerms) =>
  a.sub_status === b.sub_status && a.sub_free_plan === b.sub_free_plan && a.scope.join(',') === b.scope.join(',');

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: NO_SUBSCRIPTION,
  decide(command, state) {
    const terms = normalise(command.terms);
    if (same(terms, state)) return [];
    return [{ type: 'SubscriptionChanged', data: { userId: command.userId, terms, at: command.at } }];
  },
  evolve(_state, event) {
    return event.data.terms;
  },
};
