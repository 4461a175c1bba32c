import { authResultSchema, type AuthResult, type VerifyOtpRequest } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { unwrap } from '../../../shared/api/normalize';

/** POST /user-auth/verify-otp: the answer's data has accessToken, refreshToken and user. */
export async function verifyOtp(body: VerifyOtpRequest): Promise<AuthResult> {
  const { data } = await api.post('/user-auth/verify-otp', body);
  return unwrap(data, authResultSchema);
}

export const useVerifyOtp = (config?: MutationConfig<AuthResult, VerifyOtpRequest>) =>
  useSingleFlightMutation({ mutationKey: ['auth', 'verifyOtp'], mutationFn: verifyOtp }, config);
