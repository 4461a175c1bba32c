import { userSchema, type User } from '@gold/contracts/profile';
import { unwrap } from '../../../shared/api/normalize';

/** An answer that should carry the user; null when it does not, so the caller keeps what it knows. */
export function userOrNull(body: unknown): User | null {
  try {
    return unwrap(body, userSchema);
  } catch {
    return null;
  }
}
