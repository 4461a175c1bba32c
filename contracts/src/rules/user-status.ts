export type UserStatus = 'unknown' | 'inactive' | 'unverified' | 'active';

/** Spec 1 section 3: no user is unknown; not active is inactive; not verified is unverified. */
export function deriveUserStatus(user: { isActive: boolean; isVerified: boolean } | null | undefined): UserStatus {
  if (!user) return 'unknown';
  if (!user.isActive) return 'inactive';
  if (!user.isVerified) return 'unverified';
  return 'active';
}
