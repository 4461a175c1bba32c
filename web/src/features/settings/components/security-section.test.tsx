import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { fail, ok } from '../../../test/fixtures';
import { SETTINGS_TEXT } from '../messages';
import { record, renderSettings } from '../test/render-settings';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

function renderSecurity() {
  const rendered = renderSettings({ search: '?section=security' });
  const form = screen.getByRole('form', { name: 'فرم تغییر رمز عبور' });
  const field = (name: RegExp) => within(form).getByLabelText(name);
  return {
    ...rendered,
    form,
    current: () => field(/^رمز عبور فعلی/),
    next: () => field(/^رمز عبور جدید/),
    confirm: () => field(/^تکرار رمز عبور جدید/),
    async fill({ current = 'OldPass12', next = 'NewPass12!', confirm = undefined as string | undefined } = {}) {
      confirm ??= next;
      if (current) await rendered.user.type(field(/^رمز عبور فعلی/), current);
      if (next) await rendered.user.type(field(/^رمز عبور جدید/), next);
      if (confirm) await rendered.user.type(field(/^تکرار رمز عبور جدید/), confirm);
    },
    submit: () => rendered.user.click(within(form).getByRole('button', { name: 'تغییر رمز عبور' })),
  };
}

describe('changing the password', () => {
  it('a double click changes it once', async () => {
    const calls = record('post', '/user-auth/change-password', () => ok({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    const { fill, user } = renderSecurity();
    await fill();
    await user.dblClick(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(await screen.findByText(SETTINGS_TEXT.passwordChanged)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('labels the fields for password managers', () => {
    const { current, next, confirm } = renderSecurity();
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(next()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm()).toHaveAttribute('autocomplete', 'new-password');
    expect(current()).toHaveAttribute('type', 'password');
  });

  it('says "fill all fields" when something is missing', async () => {
    const calls = record('post', '/user-auth/change-password');
    const { fill, submit, form } = renderSecurity();
    await fill({ current: '' });
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent(FORM_MESSAGES.fillAll);
    expect(calls).toHaveLength(0);
  });

  it('refuses a weak new password', async () => {
    const calls = record('post', '/user-auth/change-password');
    const { fill, submit } = renderSecurity();
    await fill({ next: 'abcdefgh' });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.weakPassword)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the repeat must match', async () => {
    const calls = record('post', '/user-auth/change-password');
    const { fill, submit } = renderSecurity();
    await fill({ next: 'NewPass12!', confirm: 'NewPass12?' });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a new password equal to the current one, under the new password field', async () => {
    const calls = record('post', '/user-auth/change-password');
    const { fill, submit, next } = renderSecurity();
    await fill({ current: 'SamePass12!', next: 'SamePass12!' });
    await submit();
    expect(await screen.findByText(FORM_MESSAGES.samePassword)).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows the strength of the new password', async () => {
    const { user, next } = renderSecurity();
    expect(screen.queryByRole('progressbar', { name: 'قدرت رمز عبور' })).not.toBeInTheDocument();
    await user.type(next(), 'abcdefgh');
    expect(screen.getByText('قدرت رمز عبور: ضعیف')).toBeInTheDocument();
    await user.type(next(), 'A1');
    expect(screen.getByText('قدرت رمز عبور: قوی')).toBeInTheDocument();
  });

  it('changes the password, keeps the session with the new tokens and says so', async () => {
    const calls = record('post', '/user-auth/change-password', () => ok({ accessToken: 'access-new', refreshToken: 'refresh-new' }));
    const { fill, submit, current } = renderSecurity();
    await fill();
    await submit();
    expect(await screen.findByText(SETTINGS_TEXT.passwordChanged)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ currentPassword: 'OldPass12', newPassword: 'NewPass12!' }]);
    expect(localStorage.getItem('auth_token')).toBe('access-new');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-new');
    expect(localStorage.getItem('user_data')).not.toBeNull();
    expect(current()).toHaveValue('');
  });

  it('a provider that answers no tokens keeps the current ones', async () => {
    record('post', '/user-auth/change-password', () => HttpResponse.json({ success: true }));
    const { fill, submit } = renderSecurity();
    await fill();
    await submit();
    expect(await screen.findByText(SETTINGS_TEXT.passwordChanged)).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('stored-token');
  });

  it('a wrong current password says so and keeps the form', async () => {
    record('post', '/user-auth/change-password', () => fail(400, 'WRONG_PASSWORD', 'پیام سرور'));
    const { fill, submit, current } = renderSecurity();
    await fill();
    await submit();
    expect(await screen.findByText('رمز عبور فعلی اشتباه است')).toBeInTheDocument();
    expect(current()).toHaveValue('OldPass12');
    expect(localStorage.getItem('auth_token')).toBe('stored-token');
  });

  it('another failure shows the server message', async () => {
    record('post', '/user-auth/change-password', () => fail(400, 'WEAK_PASSWORD', 'رمز عبور ضعیف است'));
    const { fill, submit } = renderSecurity();
    await fill();
    await submit();
    expect(await screen.findByText('رمز عبور ضعیف است')).toBeInTheDocument();
  });
});

describe('security tips', () => {
  it('lists the five criteria and the 3-of-5 rule, marking those met', async () => {
    const { user, next } = renderSecurity();
    expect(screen.getByText('رمز عبور قوی دست‌کم ۳ مورد از ۵ معیار زیر را دارد:')).toBeInTheDocument();
    const criteria = screen.getByRole('list', { name: 'معیارهای رمز عبور قوی' });
    expect(within(criteria).getAllByRole('listitem')).toHaveLength(5);
    await user.type(next(), 'abc1');
    expect(within(criteria).getByText('حرف کوچک انگلیسی (a-z)').closest('li')).toHaveTextContent('رعایت شده');
    expect(within(criteria).getByText('عدد (۰-۹)').closest('li')).toHaveTextContent('رعایت شده');
    expect(within(criteria).getByText('دست‌کم ۸ کاراکتر').closest('li')).toHaveTextContent('رعایت نشده');
    expect(within(criteria).getByText('حرف بزرگ انگلیسی (A-Z)').closest('li')).toHaveTextContent('رعایت نشده');
  });
});
