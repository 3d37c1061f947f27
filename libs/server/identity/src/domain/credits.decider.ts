import { Messages } from '@dm/contracts/constants';
import { ConflictError, ValidationError, type Decider } from '@dm/platform/domain';

/**
 * A user's credit account, as a ledger: credits are granted, spent and refunded, per kind
 * (premium images, shown on the wire as '123rf'; AI images, shown as 'imagemaker'). A balance
 * never goes below zero. A spend carries a reference (an order, an image) and is recorded once:
 * the same reference again changes nothing, and only a recorded spend can be refunded.
 */
export const creditsStream = (userId: string) => `credits-${userId}`;

export type CreditKind = 'premium_image' | 'ai_image';
export const CREDIT_KINDS: readonly CreditKind[] = ['premium_image', 'ai_image'];

export type CreditsCommand =
  | { type: 'GrantCredits'; userId: string; kind: CreditKind; amount: number; reason: string; at: string }
  | { type: 'SpendCredits'; userId: string; kind: CreditKind; amount: number; ref: string; at: string }
  | { type: 'RefundCredits'; userId: string; ref: string; at: string };

export type CreditsEvent =
  | { type: 'CreditsGranted'; data: { userId: string; kind: CreditKind; amount: number; reason: string; at: string } }
  | { type: 'CreditsSpent'; data: { userId: string; kind: CreditKind; amount: number; ref: string; at: string } }
  | { type: 'CreditsRefunded'; data: { userId: string; kind: CreditKind; amount: number; ref: string; at: string } };

export interface CreditsState {
  balances: Record<CreditKind, number>;
  spends: Record<string, { kind: CreditKind; amount: number; refunded: boolean }>;
}

const checkAmount = (amount: number) => {
  if (!Number.isInteger(amount) || amount <= 0) throw new ValidationError(Messages.invalidCreditAmount, 'amount');
};

export const creditsDecider: Decider<CreditsCommand, CreditsEvent, CreditsState> = {
  initialState: { balances: { premium_image: 0, ai_image: 0 }, spends: {} },

  decide(command, state) {
    switch (command.type) {
      case 'GrantCredits':
        checkAmount(command.amount);
        return [{ type: 'CreditsGranted', data: { userId: command.userId, kind: command.kind, amount: command.amount, reason: command.reason, at: command.at } }];
      case 'SpendCredits': {
        checkAmount(command.amount);
        if (state.spends[command.ref]) return [];
        const balance = state.balances[command.kind];
        if (balance < command.amount) throw new ConflictError(Messages.notEnoughCredits(balance, command.amount), { balance });
        return [{ type: 'CreditsSpent', data: { userId: command.userId, kind: command.kind, amount: command.amount, ref: command.ref, at: command.at } }];
      }
      case 'RefundCredits': {
        const spend = state.spends[command.ref];
        if (!spend) throw new ValidationError(`There is no spend '${command.ref}' to refund.`, 'ref');
        if (spend.refunded) return [];
        return [{ type: 'CreditsRefunded', data: { userId: command.userId, kind: spend.kind, amount: spend.amount, ref: command.ref, at: command.at } }];
      }
    }
  },

  evolve(state, event) {
    const { kind, amount } = event.data;
    switch (event.type) {
      case 'CreditsGranted':
        return { ...state, balances: { ...state.balances, [kind]: state.balances[kind] + amount } };
      case 'CreditsSpent':
        return {
          balances: { ...state.balances, [kind]: state.balances[kind] - amount },
          spends: { ...state.spends, [event.data.ref]: { kind, amount, refunded: false } },
        };
      case 'CreditsRefunded':
        return {
          balances: { ...state.balances, [kind]: state.balances[kind] + amount },
          spends: { ...state.spends, [event.data.ref]: { kind, amount, refunded: true } },
        };
    }
  },
};
