import { otpSentSchema, type OtpSent } from '@gold/contracts/auth';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';

/** POST /user-auth/request-otp: resend to the stored pending phone. */
export async function requestOtp(mobile: string): Promise<OtpSent | null> {
  const { data } = await api.post('/user-auth/request-otp', { mobile });
  const parsed = otpSentSchema.safeParse((data as { data?: unknown })?.data);
  return parsed.success ? parsed.data : null;
}

export const useRequestOtp = (config?: MutationConfig<OtpSent | null, string>) =>
  useSingleFlightMutation({ mutationKey: ['auth', 'requestOtp'], mutationFn: requestOtp }, config);
