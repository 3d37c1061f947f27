import { hasPhotosSubscription, hasPremiumAccess } from './premium-access.js';

const sub = (sub_status: boolean, sub_free_plan: boolean, scope: string[]) => ({ sub_status, sub_free_plan, scope });

describe('premium access', () => {
  it.each([
    ['an admin without a subscription', 'admin', sub(false, false, []), true],
    ['an active paid designmaker subscriber', 'other', sub(true, false, ['designmaker']), true],
    ['a free-plan subscriber', 'other', sub(true, true, ['designmaker']), false],
    ['an inactive subscriber', 'other', sub(false, false, ['designmaker']), false],
    ['a subscriber of another product', 'designer', sub(true, false, ['mockupmaker']), false],
    ['a designer without a subscription', 'designer', sub(false, false, []), false],
  ] as const)('%s: %s', (_name, type, subscription, expected) => {
    expect(hasPremiumAccess({ type, subscription: { ...subscription, scope: [...subscription.scope] } })).toBe(expected);
  });

  it('gives photos_subscription to admins and active non-free subscribers of any scope', () => {
    expect(hasPhotosSubscription({ type: 'admin', subscription: sub(false, false, []) })).toBe(true);
    expect(hasPhotosSubscription({ type: 'other', subscription: sub(true, false, ['mockupmaker']) })).toBe(true);
    expect(hasPhotosSubscription({ type: 'other', subscription: sub(true, true, ['designmaker']) })).toBe(false);
  });
});
