import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { api } from './client';
import { describeError, errorCodeOf, NETWORK_ERROR, SERVER_ERROR, toApiFailure, type ErrorCatalogue } from './errors';

/** A real axios error from the one client, for the answer `reply` gives. */
async function errorFor(reply: () => Response): Promise<unknown> {
  server.use(http.get(`${API}/probe`, reply));
  try {
    await api.get('/probe');
  } catch (error) {
    return error;
  }
  throw new Error('the request was expected to fail');
}

const catalogue: ErrorCatalogue = {
  byCode: { OTP_EXPIRED: 'کد منقضی شده' },
  byStatus: { 400: 'نامعتبر', 409: 'تکراری' },
  fallback: 'خطای عمومی',
};

describe('toApiFailure', () => {
  it('reads status, error code and the server text from the error envelope', async () => {
    const error = await errorFor(() => fail(409, 'MOBILE_ALREADY_REGISTERED', 'قبلاً ثبت شده'));
    expect(toApiFailure(error)).toEqual({ kind: 'http', status: 409, code: 'MOBILE_ALREADY_REGISTERED', serverMessage: 'قبلاً ثبت شده' });
    expect(errorCodeOf(error)).toBe('MOBILE_ALREADY_REGISTERED');
  });

  it('falls back to `message` when `error` is missing, and to nulls for a body without either', async () => {
    const withMessage = await errorFor(() => HttpResponse.json({ message: 'فقط پیام' }, { status: 422 }));
    expect(toApiFailure(withMessage)).toEqual({ kind: 'http', status: 422, code: null, serverMessage: 'فقط پیام' });

    const html = await errorFor(() => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(toApiFailure(html)).toEqual({ kind: 'http', status: 502, code: null, serverMessage: null });
    expect(errorCodeOf(html)).toBeNull();
  });

  it('calls an answerless failure a network failure', async () => {
    const error = await errorFor(() => HttpResponse.error());
    expect(toApiFailure(error)).toEqual({ kind: 'network' });
    expect(errorCodeOf(error)).toBeNull();
  });

  it('calls anything that is not an HTTP error unknown', () => {
    expect(toApiFailure(new Error('boom'))).toEqual({ kind: 'unknown', message: 'boom' });
    expect(toApiFailure('boom')).toEqual({ kind: 'unknown', message: null });
    expect(errorCodeOf(new Error('boom'))).toBeNull();
  });
});

describe('describeError', () => {
  it('prefers the error code over the status', async () => {
    const error = await errorFor(() => fail(400, 'OTP_EXPIRED'));
    expect(describeError(error, catalogue)).toBe('کد منقضی شده');
  });

  it('maps by status when the code has no entry', async () => {
    expect(describeError(await errorFor(() => fail(400, 'INVALID_OTP')), catalogue)).toBe('نامعتبر');
    expect(describeError(await errorFor(() => fail(409, 'MOBILE_ALREADY_REGISTERED')), catalogue)).toBe('تکراری');
  });

  it('gives the server message for 500 and above, the catalogue’s own when it has one', async () => {
    expect(describeError(await errorFor(() => fail(500, 'INTERNAL_ERROR')), catalogue)).toBe(SERVER_ERROR);
    expect(describeError(await errorFor(() => fail(503, 'SERVICE_UNAVAILABLE')), catalogue)).toBe(SERVER_ERROR);
    expect(describeError(await errorFor(() => fail(500, 'INTERNAL_ERROR')), { ...catalogue, server: 'سرور خوابیده' })).toBe('سرور خوابیده');
  });

  it('a status entry wins over the 5xx message', async () => {
    const error = await errorFor(() => fail(503, 'SERVICE_UNAVAILABLE'));
    expect(describeError(error, { ...catalogue, byStatus: { 503: 'در حال به‌روزرسانی' } })).toBe('در حال به‌روزرسانی');
  });

  it('gives the connection message when nothing answered, the catalogue’s own when it has one', async () => {
    const error = await errorFor(() => HttpResponse.error());
    expect(describeError(error, catalogue)).toBe(NETWORK_ERROR);
    expect(describeError(error, { ...catalogue, network: 'اینترنت قطع است' })).toBe('اینترنت قطع است');
  });

  it('shows the server’s own text only with preferServerMessage', async () => {
    const error = await errorFor(() => fail(422, 'CHANGE_REQUEST_PENDING', 'درخواست قبلی در انتظار است'));
    expect(describeError(error, catalogue)).toBe('خطای عمومی');
    expect(describeError(error, { ...catalogue, preferServerMessage: true })).toBe('درخواست قبلی در انتظار است');
  });

  it('preferServerMessage does not override a catalogue entry, and falls back without server text', async () => {
    const known = await errorFor(() => fail(409, 'MOBILE_ALREADY_REGISTERED', 'متن سرور'));
    expect(describeError(known, { ...catalogue, preferServerMessage: true })).toBe('تکراری');
    const silent = await errorFor(() => HttpResponse.json({}, { status: 418 }));
    expect(describeError(silent, { ...catalogue, preferServerMessage: true })).toBe('خطای عمومی');
  });

  it('falls back for unknown errors', () => {
    expect(describeError(new Error('boom'), catalogue)).toBe('خطای عمومی');
    expect(describeError(undefined, catalogue)).toBe('خطای عمومی');
  });
});
