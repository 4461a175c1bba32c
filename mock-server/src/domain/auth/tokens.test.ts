import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { issueTokens, VERIFIED_TOKENS_KEPT, verifyAccessToken } from './tokens';

const HOUR = 60 * 60 * 1000;

describe('access tokens, verified once and checked at every use', () => {
  it('answers the user and version of a valid access token, again and again', () => {
    const clock = manualClock();
    const { accessToken } = issueTokens('secret-a', clock, 'u1', 3);
    expect(verifyAccessToken('secret-a', clock, accessToken)).toEqual({ userId: 'u1', version: 3 });
    expect(verifyAccessToken('secret-a', clock, accessToken)).toEqual({ userId: 'u1', version: 3 });
  });

  it('refuses a remembered token once it has expired, from the second of its expiry', () => {
    const clock = manualClock();
    const { accessToken } = issueTokens('secret-b', clock, 'u1', 0);
    expect(verifyAccessToken('secret-b', clock, accessToken)).not.toBeNull();
    clock.advance(12 * HOUR - 1000);
    expect(verifyAccessToken('secret-b', clock, accessToken)).not.toBeNull();
    clock.advance(1000);
    expect(verifyAccessToken('secret-b', clock, accessToken)).toBeNull();
  });

  it('does not take a token verified under one secret as valid under another', () => {
    const clock = manualClock();
    const { accessToken } = issueTokens('secret-c', clock, 'u1', 0);
    expect(verifyAccessToken('secret-c', clock, accessToken)).not.toBeNull();
    expect(verifyAccessToken('another-secret', clock, accessToken)).toBeNull();
  });

  it('refuses refresh tokens and tampered tokens every time', () => {
    const clock = manualClock();
    const { accessToken, refreshToken } = issueTokens('secret-d', clock, 'u1', 0);
    const [head, body, signature] = accessToken.split('.');
    const tampered = `${head}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (let i = 0; i < 2; i++) {
      expect(verifyAccessToken('secret-d', clock, refreshToken)).toBeNull();
      expect(verifyAccessToken('secret-d', clock, tampered)).toBeNull();
    }
  });

  it('keeps a bounded number of tokens, and still verifies one it has forgotten', () => {
    const clock = manualClock();
    const first = issueTokens('secret-e', clock, 'user-0', 0).accessToken;
    verifyAccessToken('secret-e', clock, first);
    for (let i = 1; i <= VERIFIED_TOKENS_KEPT; i++) {
      verifyAccessToken('secret-e', clock, issueTokens('secret-e', clock, `user-${i}`, 0).accessToken);
    }
    expect(verifyAccessToken('secret-e', clock, first)).toEqual({ userId: 'user-0', version: 0 });
  });
});
