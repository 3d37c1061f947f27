import type { UserType } from '@dm/contracts';
import { hasDesignPremium } from '@dm/contracts/constants';
import type { SubscriptionTerms } from './subscription.decider.js';

export interface AccessSubject {
  type: UserType;
  subscription: SubscriptionTerms;
}

/** The product whose scope grants premium features in the editor. */
export const DESIGNMAKER_SCOPE = 'designmaker';

/**
 * Premium access (wizard generation, magic resize, suggest design): an admin, or an active
 * subscription that is not a free plan and whose scope includes designmaker.
 */
export function hasPremiumAccess(user: AccessSubject): boolean {
  return hasDesignPremium(user);
}

/** The user's saved flag photos_subscription: an admin, or an active subscription that is not a free plan. */
export function hasPhotosSubscription(user: AccessSubject): boolean {
  return user.type === 'admin' || (user.subscription.sub_status && !user.subscription.sub_free_plan);
}
