import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, ok } from '../../../test/fixtures';
import { FIELD_TEXT, SETTINGS_TEXT } from '../messages';
import { aKyc, onKyc, onPending, record, renderSettings } from '../test/render-settings';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

async function openBirthdate(user = aUser()) {
  onKyc(() => ok(aKyc()));
  onPending();
  const rendered = renderSettings({ search: '?section=profile', user });
  await waitFor(() => expect(screen.getByRole('button', { name: 'ویرایش تاریخ تولد' })).toBeEnabled());
  await rendered.user.click(screen.getByRole('button', { name: 'ویرایش تاریخ تولد' }));
  const group = screen.getByRole('group', { name: 'تاریخ تولد جدید' });
  return {
    ...rendered,
    group,
    year: () => screen.getByRole('textbox', { name: /^سال/ }),
    month: () => screen.getByRole('textbox', { name: /^ماه/ }),
    day: () => screen.getByRole('textbox', { name: /^روز/ }),
    submit: () => rendered.user.click(screen.getByRole('button', { name: 'ارسال درخواست' })),
  };
}

describe('the birthdate editor', () => {
  it('is three numeric fields with birthday autocomplete and a Persian-calendar hint', async () => {
    const { year, month, day } = await openBirthdate();
    expect(year()).toHaveFocus();
    for (const [field, autocomplete] of [
      [year(), 'bday-year'],
      [month(), 'bday-month'],
      [day(), 'bday-day'],
    ] as const) {
      expect(field).toHaveAttribute('autocomplete', autocomplete);
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAccessibleDescription(/تقویم شمسی/);
    }
  });

  it('moves to the month after four year digits and to the day after two month digits', async () => {
    const { user, year, month, day } = await openBirthdate();
    await user.type(year(), '137');
    expect(year()).toHaveFocus();
    await user.type(year(), '0');
    expect(month()).toHaveFocus();
    await user.keyboard('0');
    expect(month()).toHaveFocus();
    await user.keyboard('5');
    expect(day()).toHaveFocus();
    await user.keyboard('23');
    expect(year()).toHaveValue('۱۳۷۰');
    expect(month()).toHaveValue('۰۵');
    expect(day()).toHaveValue('۲۳');
  });

  it('takes Persian digits, shows them as Persian digits, and keeps each field to its length', async () => {
    const { user, year } = await openBirthdate();
    await user.type(year(), '۱۳۷۰');
    expect(year()).toHaveValue('۱۳۷۰');
    await user.click(year());
    await user.keyboard('9');
    expect(year()).toHaveValue('۱۳۷۰');
  });

  it('starts from the current birthdate', async () => {
    const { year, month, day } = await openBirthdate(aUser({ birthdate: '1365/11/02' }));
    expect(year()).toHaveValue('۱۳۶۵');
    expect(month()).toHaveValue('۱۱');
    expect(day()).toHaveValue('۰۲');
  });

  it.each([
    ['nothing', ['', '', ''], FIELD_TEXT.birthdateRequired],
    ['no day', ['1370', '5', ''], FIELD_TEXT.birthdateRequired],
    ['a 3-digit year', ['137', '5', '3'], FIELD_TEXT.birthdateYear],
    ['a year before 1300', ['1299', '5', '3'], FIELD_TEXT.birthdateYear],
    ['a year after 1410', ['1411', '5', '3'], FIELD_TEXT.birthdateYear],
    ['month 13', ['1370', '13', '3'], FIELD_TEXT.birthdateMonth],
    ['month 0', ['1370', '00', '3'], FIELD_TEXT.birthdateMonth],
    ['day 32', ['1370', '5', '32'], FIELD_TEXT.birthdateDay],
    ['day 0', ['1370', '5', '00'], FIELD_TEXT.birthdateDay],
    ['day 31 of Mehr', ['1370', '7', '31'], FIELD_TEXT.birthdateDay30],
  ])('refuses %s', async (_name, [y, m, d], message) => {
    const calls = record('post', '/user-auth/request-birthdate-change');
    const { user, year, month, day, submit } = await openBirthdate();
    if (y) await user.type(year(), y);
    if (m) await user.type(month(), m);
    if (d) await user.type(day(), d);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the year message and marks the year field', async () => {
    const { user, year, month, day, submit } = await openBirthdate();
    await user.type(year(), '1200');
    await user.type(month(), '1');
    await user.type(day(), '1');
    await submit();
    expect(await screen.findByText('سال باید ۴ رقم و بین ۱۳۰۰ تا ۱۴۱۰ باشد')).toBeInTheDocument();
    expect(year()).toHaveAttribute('aria-invalid', 'true');
    expect(month()).toHaveAttribute('aria-invalid', 'false');
    expect(year()).toHaveAccessibleDescription(/سال باید ۴ رقم/);
  });

  it('says what is wrong with the year, the month and the day at once, each field described by its own message', async () => {
    const calls = record('post', '/user-auth/request-birthdate-change');
    const { user, year, month, day, submit } = await openBirthdate();
    await user.type(year(), '1200');
    await user.type(month(), '13');
    await user.type(day(), '32');
    await submit();
    expect(await screen.findByText(FIELD_TEXT.birthdateYear)).toBeInTheDocument();
    expect(screen.getByText(FIELD_TEXT.birthdateMonth)).toBeInTheDocument();
    expect(screen.getByText(FIELD_TEXT.birthdateDay)).toBeInTheDocument();
    for (const [field, own, others] of [
      [year(), FIELD_TEXT.birthdateYear, [FIELD_TEXT.birthdateMonth, FIELD_TEXT.birthdateDay]],
      [month(), FIELD_TEXT.birthdateMonth, [FIELD_TEXT.birthdateYear, FIELD_TEXT.birthdateDay]],
      [day(), FIELD_TEXT.birthdateDay, [FIELD_TEXT.birthdateYear, FIELD_TEXT.birthdateMonth]],
    ] as const) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(own));
      for (const other of others) expect(field).not.toHaveAccessibleDescription(expect.stringContaining(other));
    }
    expect(calls).toHaveLength(0);
  });

  it('says a 31st of Mehr is too late even when the year is wrong too', async () => {
    const { user, year, month, day, submit } = await openBirthdate();
    await user.type(year(), '1500');
    await user.type(month(), '7');
    await user.type(day(), '31');
    await submit();
    expect(await screen.findByText(FIELD_TEXT.birthdateYear)).toBeInTheDocument();
    expect(screen.getByText(FIELD_TEXT.birthdateDay30)).toBeInTheDocument();
    expect(month()).toHaveAttribute('aria-invalid', 'false');
    expect(day()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the missing-part message once, and marks only the empty fields', async () => {
    const { user, year, month, day, submit } = await openBirthdate();
    await user.type(year(), '99');
    await submit();
    expect(await screen.findByText(FIELD_TEXT.birthdateRequired)).toBeInTheDocument();
    expect(screen.getByText(FIELD_TEXT.birthdateYear)).toBeInTheDocument();
    expect(month()).toHaveAccessibleDescription(expect.stringContaining(FIELD_TEXT.birthdateRequired));
    expect(day()).toHaveAccessibleDescription(expect.stringContaining(FIELD_TEXT.birthdateRequired));
    expect(year()).not.toHaveAccessibleDescription(expect.stringContaining(FIELD_TEXT.birthdateRequired));
  });

  it('sends year/month/day zero-padded, says so and shows the pending card', async () => {
    onKyc(() => ok(aKyc()));
    const pending = onPending();
    const created = { id: 'cr-9', requestedName: '1370/05/03', createdAt: '2025-03-01T08:00:00.000Z', status: 'pending' };
    const calls = record('post', '/user-auth/request-birthdate-change', () => {
      pending.birthdate = created;
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    });
    const { user } = renderSettings({ search: '?section=profile' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ویرایش تاریخ تولد' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'ویرایش تاریخ تولد' }));
    await user.type(screen.getByRole('textbox', { name: /^سال/ }), '1370');
    await user.keyboard('5');
    await user.click(screen.getByRole('textbox', { name: /^روز/ }));
    await user.keyboard('3');
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByText(SETTINGS_TEXT.requestSent)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ birthdate: '1370/05/03' }]);
    expect(await screen.findByRole('region', { name: 'درخواست تغییر تاریخ تولد' })).toHaveTextContent('۱۳۷۰/۰۵/۰۳');
    expect(screen.getByRole('button', { name: 'ویرایش تاریخ تولد' })).toBeDisabled();
  });

  it('a refused request shows the server message', async () => {
    record('post', '/user-auth/request-birthdate-change', () =>
      HttpResponse.json(
        { success: false, error: 'تاریخ تولد معتبر نیست', message: 'تاریخ تولد معتبر نیست', errorCode: 'VALIDATION_ERROR' },
        { status: 400 },
      ),
    );
    const { user, year, month, day, submit } = await openBirthdate();
    await user.type(year(), '1370');
    await user.type(month(), '12');
    await user.type(day(), '30');
    await submit();
    expect(await screen.findByText('تاریخ تولد معتبر نیست')).toBeInTheDocument();
    expect(year()).toBeInTheDocument();
  });
});
