import type { ForgotPasswordRequest } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';

/** POST /user-auth/forgot-password */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await api.post('/user-auth/forgot-password', body);
}

export const useForgotPassword = (config?: MutationConfig<void, ForgotPasswordRequest>) =>
  useSingleFlightMutation({ mutationKey: ['auth', 'forgotPassword'], mutationFn: forgotPassword }, config);
