import { ConflictError, ValidationError } from '@dm/platform';
import { given } from '@dm/platform/domain';
import { creditsDecider as decider, type CreditsEvent } from './credits.decider.js';

const at = '2026-11-21T10:00:00.000Z';
const granted: CreditsEvent = { type: 'CreditsGranted', data: { userId: 'u1', kind: 'premium_image', amount: 3, reason: 'admin', at } };
const spent: CreditsEvent = { type: 'CreditsSpent', data: { userId: 'u1', kind: 'premium_image', amount: 2, ref: 'order-1', at } };

describe('credit account decider', () => {
  it('grants whole positive amounts only', () => {
    given(decider, []).when({ type: 'GrantCredits', userId: 'u1', kind: 'premium_image', amount: 3, reason: 'admin', at }).then([granted]);
    given(decider, []).when({ type: 'GrantCredits', userId: 'u1', kind: 'premium_image', amount: 0, reason: 'admin', at }).thenThrows(ValidationError);
    given(decider, []).when({ type: 'GrantCredits', userId: 'u1', kind: 'premium_image', amount: 1.5, reason: 'admin', at }).thenThrows(ValidationError);
  });

  it('spends from the balance of the same kind', () => {
    given(decider, [granted]).when({ type: 'SpendCredits', userId: 'u1', kind: 'premium_image', amount: 2, ref: 'order-1', at }).then([spent]);
    given(decider, [granted]).when({ type: 'SpendCredits', userId: 'u1', kind: 'ai_image', amount: 1, ref: 'img-1', at }).thenThrows(ConflictError);
  });

  it('never lets the balance go below zero', () => {
    given(decider, [granted, spent]).when({ type: 'SpendCredits', userId: 'u1', kind: 'premium_image', amount: 2, ref: 'order-2', at }).thenThrows(/Not enough credits: 2 needed, 1 left/);
  });

  it('records a spend once per reference', () => {
    given(decider, [granted, spent]).when({ type: 'SpendCredits', userId: 'u1', kind: 'premium_image', amount: 2, ref: 'order-1', at }).then([]);
  });

  it('refunds a recorded spend once, and nothing else', () => {
    const refunded: CreditsEvent = { type: 'CreditsRefunded', data: { userId: 'u1', kind: 'premium_image', amount: 2, ref: 'order-1', at } };
    given(decider, [granted, spent]).when({ type: 'RefundCredits', userId: 'u1', ref: 'order-1', at }).then([refunded]);
    given(decider, [granted, spent, refunded]).when({ type: 'RefundCredits', userId: 'u1', ref: 'order-1', at }).then([]);
    given(decider, [granted]).when({ type: 'RefundCredits', userId: 'u1', ref: 'order-9', at }).thenThrows(ValidationError);
  });
});
