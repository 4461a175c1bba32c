import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { Db } from '../db/tx';
import { issueTokens } from '../domain/auth/tokens';
import { endSessions, findUserByMobile, updateUser } from '../domain/auth/users';
import { MOBILES, seededDb } from '../test-utils';
import { tokenUsers } from './auth';

const SECRET = 'auth-test-secret';
let db: Db | undefined;
afterEach(() => db?.close());

function setUp() {
  const clock = manualClock();
  db = seededDb(clock.now());
  const user = findUserByMobile(db, MOBILES.kyc2)!;
  const { accessToken } = issueTokens(SECRET, clock, user.id, user.sessionVersion);
  return { db, user, accessToken, userOfToken: tokenUsers(SECRET, clock, db) };
}

describe('the user behind a token, kept until the database changes', () => {
  it('answers the same account for the same token while nothing is written', () => {
    const { user, accessToken, userOfToken } = setUp();
    expect(userOfToken(accessToken)?.id).toBe(user.id);
    expect(userOfToken(accessToken)?.id).toBe(user.id);
    expect(userOfToken(null)).toBeNull();
    expect(userOfToken('not-a-token')).toBeNull();
  });

  it('refuses the token from the first request after its sessions were ended', () => {
    const { db, user, accessToken, userOfToken } = setUp();
    expect(userOfToken(accessToken)).not.toBeNull();
    db.write((tx) => endSessions(tx, user.id));
    expect(userOfToken(accessToken)).toBeNull();
  });

  it('sees an account stopped by an administrator at the next request', () => {
    const { db, user, accessToken, userOfToken } = setUp();
    expect(userOfToken(accessToken)?.isActive).toBe(true);
    db.write((tx) => updateUser(tx, user.id, { isActive: false }));
    expect(userOfToken(accessToken)?.isActive).toBe(false);
  });
});
