import { authResultSchema, type AuthResult, type LoginRequest } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { unwrap } from '../../../shared/api/normalize';

/** POST /user-auth/login */
export async function login(body: LoginRequest): Promise<AuthResult> {
  const { data } = await api.post('/user-auth/login', body);
  return unwrap(data, authResultSchema);
}

export const useLogin = (config?: MutationConfig<AuthResult, LoginRequest>) =>
  useSingleFlightMutation({ mutationKey: ['auth', 'login'], mutationFn: login }, config);
