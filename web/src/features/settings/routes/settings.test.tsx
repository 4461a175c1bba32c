import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { aKyc, onKyc, onPending, renderSettings } from '../test/render-settings';

const SECTIONS = {
  kyc: 'احراز هویت',
  profile: 'اطلاعات کاربری',
  bank: 'حساب‌های بانکی',
  security: 'امنیت و رمز عبور',
} as const;

const toggle = (name: string) => screen.getByRole('button', { name });

/** Every call any section can make, so a test only has to look at what opens. */
function answerEverything() {
  onKyc(() => ok(aKyc({ kycLevel: 1 })));
  onPending();
  server.use(
    http.get(`${API}/bank-accounts/me`, () => ok([])),
    http.get(`${API}/bank-accounts/iranian-banks`, () => ok([])),
  );
}

describe('the settings page', () => {
  it('has one h1 and an h2 for each section', async () => {
    answerEverything();
    renderSettings();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'تنظیمات' })).toBeInTheDocument();
    for (const title of Object.values(SECTIONS)) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText('سطح ۱ از ۲')).toBeInTheDocument();
    expect(document.title).toContain('تنظیمات');
  });

  it('opens the identity section when no section is asked for', async () => {
    answerEverything();
    renderSettings();
    expect(toggle(SECTIONS.kyc)).toHaveAttribute('aria-expanded', 'true');
    for (const title of [SECTIONS.profile, SECTIONS.bank, SECTIONS.security]) {
      expect(toggle(title)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(await screen.findByText('سطح ۱ از ۲')).toBeInTheDocument();
  });

  it.each(Object.entries(SECTIONS))('?section=%s opens that section only', async (id, title) => {
    answerEverything();
    renderSettings({ search: `?section=${id}` });
    for (const [otherId, otherTitle] of Object.entries(SECTIONS)) {
      expect(toggle(otherTitle)).toHaveAttribute('aria-expanded', otherId === id ? 'true' : 'false');
    }
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: /در حال بارگذاری/ })).toHaveLength(0));
  });

  it('ignores an unknown section and opens the default one', async () => {
    answerEverything();
    renderSettings({ search: '?section=nonsense' });
    expect(toggle(SECTIONS.kyc)).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('سطح ۱ از ۲')).toBeInTheDocument();
  });

  it('opens the section a later navigation asks for, even after the customer closed it', async () => {
    answerEverything();
    const { router, user } = renderSettings({ search: '?section=profile' });
    await user.click(toggle(SECTIONS.profile));
    expect(toggle(SECTIONS.profile)).toHaveAttribute('aria-expanded', 'false');

    await act(() => router.navigate('/settings?section=security'));
    expect(toggle(SECTIONS.security)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(SECTIONS.profile)).toHaveAttribute('aria-expanded', 'false');

    // The header's profile link again: the closed section opens.
    await act(() => router.navigate('/settings?section=profile'));
    expect(toggle(SECTIONS.profile)).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'شماره موبایل' })).toBeInTheDocument();
  });

  it('opens and closes a section by its heading button', async () => {
    answerEverything();
    const { user } = renderSettings({ user: aUser() });
    await user.click(toggle(SECTIONS.bank));
    expect(toggle(SECTIONS.bank)).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('هنوز حساب بانکی ثبت نکرده‌اید')).toBeInTheDocument();
    await user.click(toggle(SECTIONS.kyc));
    expect(toggle(SECTIONS.kyc)).toHaveAttribute('aria-expanded', 'false');
  });
});
