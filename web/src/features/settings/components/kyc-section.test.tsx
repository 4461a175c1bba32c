import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { SETTINGS_TEXT } from '../messages';
import { aKyc, renderSettings } from '../test/render-settings';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

/** Answers /kyc/me with each reply in turn, the last one from then on. */
function onKycSequence(...replies: Array<() => Response>) {
  let call = 0;
  server.use(http.get(`${API}/kyc/me`, () => replies[Math.min(call++, replies.length - 1)]()));
  return () => call;
}

const region = () => screen.getByRole('region', { name: 'احراز هویت' });

describe('the identity (KYC) section', () => {
  it('shows a skeleton while loading, then the level in Persian digits', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/kyc/me`, async () => {
        await gate;
        return ok(aKyc({ kycLevel: 1, nationalIdVerified: true, birthdateVerified: true }));
      }),
    );
    renderSettings({ search: '?section=kyc' });
    expect(await within(region()).findByRole('status', { name: 'در حال بارگذاری وضعیت احراز هویت' })).toBeInTheDocument();
    release();
    expect(await within(region()).findByText('سطح ۱ از ۲')).toBeInTheDocument();
    expect(within(region()).queryByRole('status', { name: /در حال بارگذاری/ })).not.toBeInTheDocument();
  });

  it('says what each level needs and which parts are done', async () => {
    onKycSequence(() => ok(aKyc({ kycLevel: 1, nationalIdVerified: true, birthdateVerified: true, bankVerified: false })));
    renderSettings({ search: '?section=kyc' });
    const level1 = await screen.findByRole('region', { name: 'سطح ۱: احراز هویت پایه' });
    expect(within(level1).getByText('تأیید کد ملی').closest('li')).toHaveTextContent('انجام شده');
    expect(within(level1).getByText('تأیید تاریخ تولد').closest('li')).toHaveTextContent('انجام شده');
    const level2 = screen.getByRole('region', { name: 'سطح ۲: احراز هویت کامل' });
    expect(within(level2).getByText('تکمیل سطح ۱').closest('li')).toHaveTextContent('انجام شده');
    expect(within(level2).getByText('دست‌کم یک حساب بانکی تأییدشده').closest('li')).toHaveTextContent('انجام نشده');
    expect(screen.getByRole('progressbar', { name: 'پیشرفت احراز هویت' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('level 0 invites the customer to fill in the profile', async () => {
    onKycSequence(() => ok(aKyc({ kycLevel: 0 })));
    renderSettings({ search: '?section=kyc' });
    expect(await screen.findByText('سطح ۰ از ۲')).toBeInTheDocument();
    expect(screen.getByText(/هنوز احراز هویت نشده‌اید/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلاعات کاربری' })).toHaveAttribute('href', '/settings?section=profile');
  });

  it('accepts the level wrapped once more in data', async () => {
    onKycSequence(() => HttpResponse.json({ success: true, data: { data: { kycLevel: 2 } } }));
    renderSettings({ search: '?section=kyc' });
    expect(await screen.findByText('سطح ۲ از ۲')).toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    const calls = onKycSequence(() => fail(500, 'INTERNAL_ERROR'), () => ok(aKyc({ kycLevel: 2 })));
    const { user } = renderSettings({ search: '?section=kyc' });
    expect(await within(region()).findByRole('alert')).toHaveTextContent(SETTINGS_TEXT.kycLoadFailed);
    await user.click(within(region()).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('سطح ۲ از ۲')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('the refresh button asks again and shows the new level', async () => {
    const calls = onKycSequence(() => ok(aKyc({ kycLevel: 0 })), () => ok(aKyc({ kycLevel: 1 })));
    const { user } = renderSettings({ search: '?section=kyc' });
    expect(await screen.findByText('سطح ۰ از ۲')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'به‌روزرسانی وضعیت' }));
    expect(await screen.findByText('سطح ۱ از ۲')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('a failed refresh keeps the level and shows a toast', async () => {
    onKycSequence(() => ok(aKyc({ kycLevel: 1 })), () => fail(500, 'INTERNAL_ERROR'));
    const { user } = renderSettings({ search: '?section=kyc' });
    expect(await screen.findByText('سطح ۱ از ۲')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'به‌روزرسانی وضعیت' }));
    expect(await screen.findByText(SETTINGS_TEXT.kycRefreshFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'به‌روزرسانی وضعیت' })).toBeEnabled());
    expect(screen.getByText('سطح ۱ از ۲')).toBeInTheDocument();
  });
});
