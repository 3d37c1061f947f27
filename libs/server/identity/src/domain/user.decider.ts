import { Messages } from '@dm/contracts/constants';
import type { UserType } from '@dm/contracts/types';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@dm/platform/domain';

/**
 * A user account: registration (with its team and its three protected folders), links to external
 * account providers, password resets (single-use, expiring) and the user type. Password hashes are
 * not events: they live in a credentials table beside the stream (see projections/), because an
 * immutable log is no place for a secret that may need erasing.
 */
export const userStream = (userId: string) => `user-${userId}`;

export interface ProtectedFolders {
  photos: string;
  designs: string;
  purchases: string;
}

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      name: string;
      userType: UserType;
      via: 'password' | 'oidc' | 'admin';
      folders: ProtectedFolders;
      teamId: string;
      at: string;
    }
  | { type: 'LinkExternalIdentity'; issuer: string; subject: string; at: string }
  | { type: 'RequestPasswordReset'; tokenId: string; secretHash: string; expiresAt: string; at: string }
  | { type: 'ResetPassword'; tokenId: string; secretHash: string; at: string }
  | { type: 'SetPassword'; at: string }
  | { type: 'SetUserType'; userType: UserType; at: string };

export type UserEvent =
  | {
      type: 'UserRegistered';
      data: { userId: string; email: string; name: string; userType: UserType; via: 'password' | 'oidc' | 'admin'; folders: ProtectedFolders; teamId: string; at: string };
    }
  | { type: 'ExternalIdentityLinked'; data: { userId: string; issuer: string; subject: string; at: string } }
  | { type: 'PasswordResetRequested'; data: { userId: string; tokenId: string; secretHash: string; expiresAt: string; at: string } }
  | { type: 'PasswordReset'; data: { userId: string; tokenId: string; at: string } }
  | { type: 'PasswordSet'; data: { userId: string; at: string } }
  | { type: 'UserTypeChanged'; data: { userId: string; userType: UserType; at: string } };

export interface UserState {
  userId?: string;
  email?: string;
  userType?: UserType;
  externalIds: string[];
  resets: Record<string, { secretHash: string; expiresAt: string; used: boolean }>;
}

const requireUser = (state: UserState): string => {
  if (!state.userId) throw new NotFoundError(Messages.userNotFound('with this id'));
  return state.userId;
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { externalIds: [], resets: {} },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.userId) throw new ConflictError(Messages.emailTaken);
        const { type: _t, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      case 'LinkExternalIdentity': {
        const userId = requireUser(state);
        if (state.externalIds.includes(`${command.issuer}|${command.subject}`)) return [];
        return [{ type: 'ExternalIdentityLinked', data: { userId, issuer: command.issuer, subject: command.subject, at: command.at } }];
      }
      case 'RequestPasswordReset': {
        const userId = requireUser(state);
        return [{ type: 'PasswordResetRequested', data: { userId, tokenId: command.tokenId, secretHash: command.secretHash, expiresAt: command.expiresAt, at: command.at } }];
      }
      case 'ResetPassword': {
        const userId = requireUser(state);
        const reset = state.resets[command.tokenId];
        const valid = reset && !reset.used && reset.secretHash === command.secretHash && Date.parse(command.at) < Date.parse(reset.expiresAt);
        if (!valid) throw new ValidationError(Messages.resetLinkInvalid, 'token');
        return [{ type: 'PasswordReset', data: { userId, tokenId: command.tokenId, at: command.at } }];
      }
      case 'SetPassword':
        return [{ type: 'PasswordSet', data: { userId: requireUser(state), at: command.at } }];
      case 'SetUserType': {
        const userId = requireUser(state);
        if (state.userType === command.userType) return [];
        return [{ type: 'UserTypeChanged', data: { userId, userType: command.userType, at: command.at } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, userId: event.data.userId, email: event.data.email, userType: event.data.userType };
      case 'ExternalIdentityLinked':
        return { ...state, externalIds: [...state.externalIds, `${event.data.issuer}|${event.data.subject}`] };
      case 'PasswordResetRequested':
        return { ...state, resets: { ...state.resets, [event.data.tokenId]: { secretHash: event.data.secretHash, expiresAt: event.data.expiresAt, used: false } } };
      case 'PasswordReset': {
        // A successful reset uses its token and voids every other outstanding one.
        const resets = Object.fromEntries(Object.entries(state.resets).map(([id, r]) => [id, { ...r, used: true }]));
        return { ...state, resets };
      }
      case 'PasswordSet':
        return state;
      case 'UserTypeChanged':
        return { ...state, userType: event.data.userType };
    }
  },
};
