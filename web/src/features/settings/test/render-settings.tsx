import type userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Bank, BankAccount } from '@gold/contracts/bank-accounts';
import type { ChangeRequestKind, Kyc } from '@gold/contracts/kyc';
import { aKyc as kycAt, anAccount as sharedAccount } from '../../../test/fake-api/kyc';
import { aUser, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import SettingsRoute from '../routes/settings';

/** /settings with a signed-in customer, at `search` (e.g. '?section=bank'). */
export const renderSettings = ({ search = '', user = aUser(), events = {} as Parameters<typeof userEvent.setup>[0] } = {}) =>
  renderRoute(<SettingsRoute />, { url: `/settings${search}`, user, events, routes: [stub('/auth')] });

/** A customer who has given nothing yet (the shared builder at level 0, with no national ID or birthdate). */
export const aKyc = (overrides: Partial<Kyc> = {}): Kyc => kycAt(0, { nationalId: null, birthdate: null, ...overrides });

/** The shared verified Mellat account, with a card number, as the bank section shows one. */
export const anAccount = (overrides: Partial<BankAccount> = {}): BankAccount =>
  sharedAccount({ cardNumber: '4111111111111111', ...overrides });

export const BANKS: Bank[] = [
  { code: '012', name: 'بانک ملت', englishName: 'Mellat' },
  { code: '017', name: 'بانک ملی ایران', englishName: 'Melli' },
  { code: '018', name: 'بانک تجارت', englishName: 'Tejarat' },
  { code: '056', name: 'بانک سامان', englishName: 'Saman' },
];

/** A valid IBAN and card (mod-97 and Luhn) for filling forms. */
export const VALID_IBAN = 'IR062960000000100324200001';
export const VALID_CARD = '4111111111111111';

export const PENDING_PATHS: Record<ChangeRequestKind, string> = {
  name: '/user-auth/pending-name-change-request',
  'national-id': '/user-auth/pending-national-id-change-request',
  birthdate: '/user-auth/pending-birthdate-change-request',
};

/** Answers GET /kyc/me. */
export const onKyc = (reply: () => Response = () => ok(aKyc())) => server.use(http.get(`${API}/kyc/me`, reply));

/**
 * Answers the three pending-request calls from a state the test may change (none pending unless given).
 * Returns that state.
 */
export function onPending(initial: Partial<Record<ChangeRequestKind, JsonBodyType>> = {}) {
  const state: Partial<Record<ChangeRequestKind, JsonBodyType>> = { ...initial };
  server.use(
    ...(Object.keys(PENDING_PATHS) as ChangeRequestKind[]).map((kind) =>
      http.get(`${API}${PENDING_PATHS[kind]}`, () => ok(state[kind] ?? null)),
    ),
  );
  return state;
}

/** Records the JSON bodies of every call to `method path` and answers with `reply`. */
export function record(method: 'post' | 'patch' | 'delete', path: string, reply: () => Response = () => HttpResponse.json({ success: true })) {
  const calls: Array<{ url: string; body: unknown }> = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const text = await request.text();
      calls.push({ url: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      return reply();
    }),
  );
  return calls;
}
