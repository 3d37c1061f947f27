import { given } from '@dm/platform/domain';
import { subscriptionDecider as decider, type SubscriptionEvent } from './subscription.decider.js';
import { teamDecider } from './team.decider.js';

const at = '2026-11-21T10:00:00.000Z';

describe('subscription decider', () => {
  it('records new terms with a normalised scope list', () => {
    given(decider, [])
      .when({ type: 'SetSubscription', userId: 'u1', terms: { sub_status: true, sub_free_plan: false, scope: ['designmaker', ' mockupmaker', 'designmaker'] }, at })
      .then([{ type: 'SubscriptionChanged', data: { userId: 'u1', terms: { sub_status: true, sub_free_plan: false, scope: ['designmaker', 'mockupmaker'] }, at } }]);
  });

  it('changes nothing when the terms are the same', () => {
    const changed: SubscriptionEvent = { type: 'SubscriptionChanged', data: { userId: 'u1', terms: { sub_status: true, sub_free_plan: false, scope: ['designmaker'] }, at } };
    given(decider, [changed]).when({ type: 'SetSubscription', userId: 'u1', terms: { sub_status: true, sub_free_plan: false, scope: ['designmaker'] }, at }).then([]);
  });
});

describe('team decider', () => {
  it('creates a team once', () => {
    const cmd = { type: 'CreateTeam' as const, teamId: 't1', ownerId: 'u1', name: "Ada's team", brandKitId: 'b1', at };
    given(teamDecider, []).when(cmd).then([{ type: 'TeamCreated', data: { teamId: 't1', ownerId: 'u1', name: "Ada's team", brandKitId: 'b1', at } }]);
    given(teamDecider, [{ type: 'TeamCreated', data: { teamId: 't1', ownerId: 'u1', name: 'x', brandKitId: 'b1', at } }]).when(cmd).thenThrows(/already exists/);
  });
});
