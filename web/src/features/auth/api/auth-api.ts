import {
  authResultSchema,
  otpSentSchema,
  type AuthResult,
  type ForgotPasswordRequest,
  type LoginRequest,
  type OtpSent,
  type RegisterRequest,
  type ResetPasswordRequest,
  type VerifyOtpRequest,
} from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/mutation';
import { unwrap } from '../../../shared/api/normalize';

/** POST /user-auth/login */
export async function login(body: LoginRequest): Promise<AuthResult> {
  const { data } = await api.post('/user-auth/login', body);
  return unwrap(data, authResultSchema);
}
export const useLogin = () => useSingleFlightMutation({ mutationKey: ['auth', 'login'], mutationFn: login });

/** POST /user-auth/register */
export async function register(body: RegisterRequest): Promise<void> {
  await api.post('/user-auth/register', body);
}
export const useRegister = () => useSingleFlightMutation({ mutationKey: ['auth', 'register'], mutationFn: register });

/** POST /user-auth/verify-otp: the answer's data has accessToken, refreshToken and user. */
export async function verifyOtp(body: VerifyOtpRequest): Promise<AuthResult> {
  const { data } = await api.post('/user-auth/verify-otp', body);
  return unwrap(data, authResultSchema);
}
export const useVerifyOtp = () => useSingleFlightMutation({ mutationKey: ['auth', 'verifyOtp'], mutationFn: verifyOtp });

/** POST /user-auth/request-otp: resend to the stored pending phone. */
export async function requestOtp(mobile: string): Promise<OtpSent | null> {
  const { data } = await api.post('/user-auth/request-otp', { mobile });
  const parsed = otpSentSchema.safeParse((data as { data?: unknown })?.data);
  return parsed.success ? parsed.data : null;
}
export const useRequestOtp = () => useSingleFlightMutation({ mutationKey: ['auth', 'requestOtp'], mutationFn: requestOtp });

/** POST /user-auth/forgot-password */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await api.post('/user-auth/forgot-password', body);
}
export const useForgotPassword = () => useSingleFlightMutation({ mutationKey: ['auth', 'forgotPassword'], mutationFn: forgotPassword });

/** POST /user-auth/reset-password */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.post('/user-auth/reset-password', body);
}
export const useResetPassword = () => useSingleFlightMutation({ mutationKey: ['auth', 'resetPassword'], mutationFn: resetPassword });
