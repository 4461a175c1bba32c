import type { RegisterRequest } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';

/** POST /user-auth/register */
export async function register(body: RegisterRequest): Promise<void> {
  await api.post('/user-auth/register', body);
}

export const useRegister = (config?: MutationConfig<void, RegisterRequest>) =>
  useSingleFlightMutation({ mutationKey: ['auth', 'register'], mutationFn: register }, config);
