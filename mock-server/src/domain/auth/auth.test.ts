import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/tx';
import { DEMO_PASSWORD, domainContext, MOBILES } from '../../test-utils';
import { login } from './auth';
import { endSessions, findUserByMobile, updateUser } from './users';

let open: Db | null = null;
afterEach(() => open?.close());

function context() {
  const env = domainContext();
  open = env.db;
  return { ...env, userId: findUserByMobile(env.db, MOBILES.kyc2)!.id };
}

describe('login while the account changes', () => {
  it('opens a session when nothing changed during the password check', async () => {
    const { ctx } = context();
    expect((await login(ctx, { mobile: MOBILES.kyc2, password: DEMO_PASSWORD })).user.mobile).toBe(MOBILES.kyc2);
  });

  it('refuses the old password when a password change commits while it is being checked', async () => {
    const { ctx, db, userId } = context();
    const signingIn = login(ctx, { mobile: MOBILES.kyc2, password: DEMO_PASSWORD });
    // Committed while scrypt runs on the thread pool.
    db.write((tx) => {
      updateUser(tx, userId, { passwordHash: 'scrypt$00$00' });
      endSessions(tx, userId);
    });
    await expect(signingIn).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses it too when the sessions end for another reason meanwhile (a phone change)', async () => {
    const { ctx, db, userId } = context();
    const signingIn = login(ctx, { mobile: MOBILES.kyc2, password: DEMO_PASSWORD });
    db.write((tx) => endSessions(tx, userId));
    await expect(signingIn).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
