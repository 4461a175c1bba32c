import type { ResetPasswordRequest } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';

/** POST /user-auth/reset-password */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.post('/user-auth/reset-password', body);
}

export const useResetPassword = (config?: MutationConfig<void, ResetPasswordRequest>) =>
  useSingleFlightMutation({ mutationKey: ['auth', 'resetPassword'], mutationFn: resetPassword }, config);
