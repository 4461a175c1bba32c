import { userSchema, type User } from '@gold/contracts/profile';
import { api } from '../api/client';
import { unwrap } from '../api/normalize';

/** GET /user-auth/profile: the user in data.data. */
export async function fetchProfile(): Promise<User> {
  const { data } = await api.get('/user-auth/profile');
  return unwrap(data, userSchema);
}
