import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { kycLevelSchema, type ChangeRequestKind, type Kyc } from '@gold/contracts/kyc';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';

/** One root: a KYC decision refreshes the level and every pending change request with it. */
export const kycKeys = {
  all: ['kyc'] as const,
  level: () => ['kyc', 'level'] as const,
  changeRequest: (kind: ChangeRequestKind) => ['kyc', 'change-request', kind] as const,
};

/** The provider may send the level as a string and leave the other fields out. */
const providerKycSchema = z.object({
  kycLevel: z.union([z.number(), z.string().regex(/^\d$/).transform(Number)]).pipe(kycLevelSchema),
  nationalId: z.string().nullable().catch(null),
  nationalIdVerified: z.boolean().catch(false),
  birthdate: z.string().nullable().catch(null),
  birthdateVerified: z.boolean().catch(false),
  bankVerified: z.boolean().catch(false),
});

/** GET /kyc/me answers the KYC in data; the level is "possibly wrapped in data" (spec 1 section 7). */
export function normalizeKyc(body: unknown): Kyc {
  return unwrap(body, providerKycSchema);
}

export async function fetchKyc(): Promise<Kyc> {
  const { data } = await api.get('/kyc/me');
  return normalizeKyc(data);
}

export const kycQueryOptions = () => queryOptions({ queryKey: kycKeys.level(), queryFn: fetchKyc });
export const useKyc = () => useQuery(kycQueryOptions());
