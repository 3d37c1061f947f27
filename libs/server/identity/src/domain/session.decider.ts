import { Messages } from '@dm/contracts/constants';
import { ConflictError, UnauthenticatedError, type Decider } from '@dm/platform/domain';

/**
 * A session family: one sign-in and the chain of refresh tokens rotated from it. Only hashes of
 * tokens are known here. Presenting the current token rotates it; presenting the one just replaced
 * within a short grace (two tabs refreshing at once) is tolerated without rotating again;
 * presenting any older one is a reuse, and a reuse revokes the whole family.
 */
export const sessionStream = (familyId: string) => `session-${familyId}`;

/** How long the token just replaced stays acceptable (without rotation), for concurrent tabs. */
export const REFRESH_GRACE_MS = 20_000;

export type RevokeReason = 'logout' | 'reuse' | 'password_reset' | 'admin';

export type SessionCommand =
  | { type: 'StartSession'; familyId: string; userId: string; tokenHash: string; expiresAt: string; via: 'password' | 'oidc' | 'register'; at: string }
  | { type: 'RefreshSession'; presentedHash: string; newHash: string; at: string }
  | { type: 'RevokeSession'; reason: RevokeReason; at: string };

export type SessionEvent =
  | { type: 'SessionStarted'; data: { familyId: string; userId: string; tokenHash: string; expiresAt: string; via: string; at: string } }
  | { type: 'SessionRefreshed'; data: { familyId: string; tokenHash: string; generation: number; at: string } }
  | { type: 'SessionRevoked'; data: { familyId: string; userId: string; reason: RevokeReason; at: string } };

export interface SessionState {
  familyId?: string;
  userId?: string;
  currentHash?: string;
  generation: number;
  previousHash?: string;
  rotatedAt?: string;
  oldHashes: string[];
  expiresAt?: string;
  revoked?: RevokeReason;
}

export type RefreshOutcome = 'rotate' | 'grace' | 'reuse' | 'invalid';

/** What presenting a refresh token with this hash at this moment means for the family. */
export function classifyRefresh(state: SessionState, presentedHash: string, at: string): RefreshOutcome {
  if (!state.familyId || state.revoked) return 'invalid';
  if (state.expiresAt && Date.parse(at) >= Date.parse(state.expiresAt)) return 'invalid';
  if (presentedHash === state.currentHash) return 'rotate';
  if (presentedHash === state.previousHash && state.rotatedAt && Date.parse(at) - Date.parse(state.rotatedAt) < REFRESH_GRACE_MS) return 'grace';
  if (state.oldHashes.includes(presentedHash)) return 'reuse';
  return 'invalid';
}

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: { generation: 0, oldHashes: [] },

  decide(command, state) {
    switch (command.type) {
      case 'StartSession':
        if (state.familyId) throw new ConflictError('This session was already started.');
        return [
          {
            type: 'SessionStarted',
            data: { familyId: command.familyId, userId: command.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt, via: command.via, at: command.at },
          },
        ];
      case 'RefreshSession': {
        const outcome = classifyRefresh(state, command.presentedHash, command.at);
        const familyId = state.familyId as string;
        switch (outcome) {
          case 'rotate':
            return [{ type: 'SessionRefreshed', data: { familyId, tokenHash: command.newHash, generation: state.generation + 1, at: command.at } }];
          case 'grace':
            return [];
          case 'reuse':
            return [{ type: 'SessionRevoked', data: { familyId, userId: state.userId as string, reason: 'reuse', at: command.at } }];
          case 'invalid':
            throw new UnauthenticatedError(Messages.sessionExpired);
        }
        break;
      }
      case 'RevokeSession':
        if (!state.familyId || state.revoked) return [];
        return [{ type: 'SessionRevoked', data: { familyId: state.familyId, userId: state.userId as string, reason: command.reason, at: command.at } }];
    }
    return [];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, familyId: event.data.familyId, userId: event.data.userId, currentHash: event.data.tokenHash, expiresAt: event.data.expiresAt, generation: 0 };
      case 'SessionRefreshed':
        return {
          ...state,
          previousHash: state.currentHash,
          oldHashes: state.currentHash ? [...state.oldHashes, state.currentHash] : state.oldHashes,
          currentHash: event.data.tokenHash,
          generation: event.data.generation,
          rotatedAt: event.data.at,
        };
      case 'SessionRevoked':
        return { ...state, revoked: event.data.reason };
    }
  },
};
