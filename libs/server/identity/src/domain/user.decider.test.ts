import { ConflictError, ValidationError } from '@dm/platform';
import { given } from '@dm/platform/domain';
import { userDecider as decider, type UserEvent } from './user.decider.js';

const at = '2026-11-21T10:00:00.000Z';
const folders = { photos: 'f-p', designs: 'f-d', purchases: 'f-u' };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ada@example.com', name: 'Ada', userType: 'other', via: 'password', folders, teamId: 't1', at },
};
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { userId: 'u1', tokenId: 'r1', secretHash: 'h1', expiresAt: '2026-11-21T11:00:00.000Z', at },
};

describe('user decider', () => {
  it('registers a user with its team and its three protected folders', () => {
    given(decider, [])
      .when({ type: 'RegisterUser', userId: 'u1', email: 'ada@example.com', name: 'Ada', userType: 'other', via: 'password', folders, teamId: 't1', at })
      .then([registered]);
  });

  it('refuses to register the same user twice', () => {
    given(decider, [registered])
      .when({ type: 'RegisterUser', userId: 'u1', email: 'ada@example.com', name: 'Ada', userType: 'other', via: 'password', folders, teamId: 't1', at })
      .thenThrows(ConflictError);
  });

  it('links an external identity once', () => {
    const linked: UserEvent = { type: 'ExternalIdentityLinked', data: { userId: 'u1', issuer: 'https://id', subject: 's1', at } };
    given(decider, [registered]).when({ type: 'LinkExternalIdentity', issuer: 'https://id', subject: 's1', at }).then([linked]);
    given(decider, [registered, linked]).when({ type: 'LinkExternalIdentity', issuer: 'https://id', subject: 's1', at }).then([]);
  });

  it('resets the password with a matching, unexpired, unused token', () => {
    given(decider, [registered, resetRequested])
      .when({ type: 'ResetPassword', tokenId: 'r1', secretHash: 'h1', at: '2026-11-21T10:30:00.000Z' })
      .then([{ type: 'PasswordReset', data: { userId: 'u1', tokenId: 'r1', at: '2026-11-21T10:30:00.000Z' } }]);
  });

  it('refuses a reset token that is wrong, expired or already used', () => {
    const used: UserEvent = { type: 'PasswordReset', data: { userId: 'u1', tokenId: 'r1', at } };
    given(decider, [registered, resetRequested]).when({ type: 'ResetPassword', tokenId: 'r1', secretHash: 'nope', at }).thenThrows(ValidationError);
    given(decider, [registered, resetRequested]).when({ type: 'ResetPassword', tokenId: 'r1', secretHash: 'h1', at: '2026-11-21T11:00:00.000Z' }).thenThrows(/invalid, expired or already used/);
    given(decider, [registered, resetRequested, used]).when({ type: 'ResetPassword', tokenId: 'r1', secretHash: 'h1', at }).thenThrows(ValidationError);
    given(decider, [registered]).when({ type: 'ResetPassword', tokenId: 'zz', secretHash: 'h1', at }).thenThrows(ValidationError);
  });

  it('voids every outstanding reset token once one is used', () => {
    const second: UserEvent = { type: 'PasswordResetRequested', data: { ...resetRequested.data, tokenId: 'r2', secretHash: 'h2' } as never };
    const used: UserEvent = { type: 'PasswordReset', data: { userId: 'u1', tokenId: 'r1', at } };
    given(decider, [registered, resetRequested, second, used]).when({ type: 'ResetPassword', tokenId: 'r2', secretHash: 'h2', at }).thenThrows(ValidationError);
  });

  it('changes the user type, and does nothing when it is already that type', () => {
    given(decider, [registered]).when({ type: 'SetUserType', userType: 'admin', at }).then([{ type: 'UserTypeChanged', data: { userId: 'u1', userType: 'admin', at } }]);
    given(decider, [registered]).when({ type: 'SetUserType', userType: 'other', at }).then([]);
  });

  it('refuses commands on a user that does not exist', () => {
    given(decider, []).when({ type: 'SetUserType', userType: 'admin', at }).thenThrows(/There is no user/);
  });
});
