import type { User } from '@gold/contracts/profile';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { userOrNull } from './normalize-user';

/** PATCH /user-auth/profile {email} */
export async function updateEmail(email: string): Promise<User | null> {
  const { data } = await api.patch('/user-auth/profile', { email });
  return userOrNull(data);
}

export const useUpdateEmail = (config?: MutationConfig<User | null, string>) =>
  useSingleFlightMutation(
    {
      mutationKey: ['profile', 'email'],
      mutationFn: updateEmail,
      meta: { success: SETTINGS_TEXT.emailUpdated, errors: SETTINGS_ERRORS.email },
    },
    config,
  );
