import { UnauthenticatedError } from '@dm/platform';
import { given } from '@dm/platform/domain';
import { REFRESH_GRACE_MS, sessionDecider as decider, type SessionEvent } from './session.decider.js';

const t = (s: number) => new Date(Date.parse('2026-11-21T10:00:00.000Z') + s * 1000).toISOString();
const started: SessionEvent = { type: 'SessionStarted', data: { familyId: 'f1', userId: 'u1', tokenHash: 'h0', expiresAt: t(86400), via: 'password', at: t(0) } };
const rotated1: SessionEvent = { type: 'SessionRefreshed', data: { familyId: 'f1', tokenHash: 'h1', generation: 1, at: t(900) } };
const rotated2: SessionEvent = { type: 'SessionRefreshed', data: { familyId: 'f1', tokenHash: 'h2', generation: 2, at: t(1800) } };

describe('session family decider', () => {
  it('starts a session family', () => {
    given(decider, [])
      .when({ type: 'StartSession', familyId: 'f1', userId: 'u1', tokenHash: 'h0', expiresAt: t(86400), via: 'password', at: t(0) })
      .then([started]);
  });

  it('rotates the current refresh token', () => {
    given(decider, [started]).when({ type: 'RefreshSession', presentedHash: 'h0', newHash: 'h1', at: t(900) }).then([rotated1]);
    given(decider, [started, rotated1]).when({ type: 'RefreshSession', presentedHash: 'h1', newHash: 'h2', at: t(1800) }).then([rotated2]);
  });

  it('tolerates the token just replaced within the grace period, without rotating again', () => {
    given(decider, [started, rotated1]).when({ type: 'RefreshSession', presentedHash: 'h0', newHash: 'hx', at: t(900 + REFRESH_GRACE_MS / 1000 - 1) }).then([]);
  });

  it('revokes the whole family when an old refresh token is used again', () => {
    const reuse: SessionEvent = { type: 'SessionRevoked', data: { familyId: 'f1', userId: 'u1', reason: 'reuse', at: t(3000) } };
    given(decider, [started, rotated1, rotated2]).when({ type: 'RefreshSession', presentedHash: 'h0', newHash: 'hx', at: t(3000) }).then([reuse]);
    given(decider, [started, rotated1]).when({ type: 'RefreshSession', presentedHash: 'h0', newHash: 'hx', at: t(900 + REFRESH_GRACE_MS / 1000 + 1) }).then([{ ...reuse, data: { ...reuse.data, at: t(900 + REFRESH_GRACE_MS / 1000 + 1) } }]);
    // after the revocation even the newest token is refused
    given(decider, [started, rotated1, rotated2, reuse]).when({ type: 'RefreshSession', presentedHash: 'h2', newHash: 'h3', at: t(3001) }).thenThrows(UnauthenticatedError);
  });

  it('refuses unknown tokens, expired families and revoked families', () => {
    given(decider, [started]).when({ type: 'RefreshSession', presentedHash: 'zz', newHash: 'h1', at: t(10) }).thenThrows(/session has expired/);
    given(decider, [started]).when({ type: 'RefreshSession', presentedHash: 'h0', newHash: 'h1', at: t(86400) }).thenThrows(UnauthenticatedError);
    given(decider, []).when({ type: 'RefreshSession', presentedHash: 'h0', newHash: 'h1', at: t(10) }).thenThrows(UnauthenticatedError);
  });

  it('revokes on sign-out once; a second sign-out changes nothing', () => {
    const revoked: SessionEvent = { type: 'SessionRevoked', data: { familyId: 'f1', userId: 'u1', reason: 'logout', at: t(60) } };
    given(decider, [started]).when({ type: 'RevokeSession', reason: 'logout', at: t(60) }).then([revoked]);
    given(decider, [started, revoked]).when({ type: 'RevokeSession', reason: 'logout', at: t(61) }).then([]);
  });
});
