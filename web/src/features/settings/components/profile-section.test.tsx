import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@gold/contracts/auth-forms';
import { SERVER_ERROR } from '../../../shared/api/errors';
import { aUser, fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { FIELD_TEXT, SETTINGS_TEXT } from '../messages';
import { aKyc, onKyc, onPending, record, renderSettings } from '../test/render-settings';
import { toPersianDigits } from '@gold/contracts/rules/digits';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

const row = (name: string) => screen.getByRole('region', { name });
const findRow = (name: string) => screen.findByRole('region', { name });

/** The profile section, with every pending call answered 'none' once the rows have settled. */
async function renderProfile(options: { user?: ReturnType<typeof aUser>; kyc?: ReturnType<typeof aKyc> } = {}) {
  onKyc(() => ok(options.kyc ?? aKyc()));
  onPending();
  const rendered = renderSettings({ search: '?section=profile', user: options.user });
  await waitFor(() => expect(screen.getByRole('button', { name: 'ویرایش کد ملی' })).toBeEnabled());
  return rendered;
}

describe('profile rows', () => {
  it('shows the mobile left to right in Persian digits and "not defined" for missing values', async () => {
    await renderProfile();
    const mobile = within(row('شماره موبایل')).getByText('۰۹۱۲۱۲۳۴۵۶۷');
    expect(mobile.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(row('نام و نام خانوادگی')).getByText('سارا محمدی')).toBeInTheDocument();
    for (const name of ['ایمیل', 'کد ملی', 'تاریخ تولد']) {
      expect(within(row(name)).getByText(SETTINGS_TEXT.notDefined)).toBeInTheDocument();
    }
  });

  it('shows the values the customer has, with verification badges from the KYC call', async () => {
    await renderProfile({
      user: aUser({ email: 'sara@example.com', nationalId: '0012345679', birthdate: '1370/05/23' }),
      kyc: aKyc({ nationalId: '0012345679', nationalIdVerified: true, birthdate: '1370/05/23', birthdateVerified: false }),
    });
    expect(within(row('ایمیل')).getByText('sara@example.com')).toBeInTheDocument();
    expect(within(row('کد ملی')).getByText('۰۰۱۲۳۴۵۶۷۹')).toBeInTheDocument();
    expect(within(row('کد ملی')).getByText('تأیید شده')).toBeInTheDocument();
    expect(within(row('تاریخ تولد')).getByText('۱۳۷۰/۰۵/۲۳')).toBeInTheDocument();
    expect(within(row('تاریخ تولد')).getByText('تأیید نشده')).toBeInTheDocument();
    expect(screen.queryByText(SETTINGS_TEXT.emailBanner)).not.toBeInTheDocument();
  });

  it('a KYC value approved since sign-in wins over the stored user', async () => {
    await renderProfile({ user: aUser({ nationalId: null }), kyc: aKyc({ nationalId: '1234567891', nationalIdVerified: true }) });
    expect(within(row('کد ملی')).getByText('۱۲۳۴۵۶۷۸۹۱')).toBeInTheDocument();
  });

  it('asks for the profile again when the section opens, so a change approved meanwhile shows', async () => {
    onKyc();
    onPending();
    const { user } = renderSettings({ search: '?section=profile' });
    expect(await within(await findRow('نام و نام خانوادگی')).findByText('سارا محمدی')).toBeInTheDocument();
    server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser({ name: 'مریم احمدی' }))));
    const toggle = screen.getByRole('button', { name: 'اطلاعات کاربری' });
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'اطلاعات کاربری' })).not.toBeInTheDocument());
    await user.click(toggle);
    expect(await within(await findRow('نام و نام خانوادگی')).findByText('مریم احمدی')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ name: 'مریم احمدی' });
  });

  it('says when the verification state could not be loaded, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/kyc/me`, () => (++calls === 1 ? fail(500, 'INTERNAL_ERROR') : ok(aKyc({ nationalIdVerified: true })))),
    );
    onPending();
    const { user } = renderSettings({ search: '?section=profile' });
    const region = await screen.findByRole('region', { name: 'اطلاعات کاربری' });
    expect(await within(region).findByText(SETTINGS_TEXT.kycLoadFailed)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await within(row('کد ملی')).findByText('تأیید شده')).toBeInTheDocument();
    expect(screen.queryByText(SETTINGS_TEXT.kycLoadFailed)).not.toBeInTheDocument();
  });
});

describe('e-mail', () => {
  it('a banner asks for an e-mail when there is none, and opens the editor', async () => {
    const { user } = await renderProfile();
    expect(screen.getByText(SETTINGS_TEXT.emailBanner)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'افزودن ایمیل' }));
    const field = screen.getByRole('textbox', { name: /^ایمیل/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('type', 'email');
  });

  it('a double click on save sends one PATCH', async () => {
    const calls = record('patch', '/user-auth/profile', () => ok(aUser({ email: 'sara@example.com' })));
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'ویرایش ایمیل' }));
    await user.type(screen.getByRole('textbox', { name: /^ایمیل/ }), 'sara@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'ذخیره ایمیل' }));
    expect(await screen.findByText(SETTINGS_TEXT.emailUpdated)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('checks the address before sending', async () => {
    const calls = record('patch', '/user-auth/profile');
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'ویرایش ایمیل' }));
    await user.click(screen.getByRole('button', { name: 'ذخیره ایمیل' }));
    expect(await screen.findByText(FIELD_TEXT.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^ایمیل/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'ذخیره ایمیل' }));
    expect(await screen.findByText('ایمیل معتبر نیست')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves the e-mail, updates the session and says so', async () => {
    const updated = aUser({ email: 'sara@example.com' });
    const calls = record('patch', '/user-auth/profile', () => ok(updated));
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'ویرایش ایمیل' }));
    await user.type(screen.getByRole('textbox', { name: /^ایمیل/ }), ' sara@example.com ');
    await user.click(screen.getByRole('button', { name: 'ذخیره ایمیل' }));
    expect(await screen.findByText(SETTINGS_TEXT.emailUpdated)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ email: 'sara@example.com' }]);
    expect(within(row('ایمیل')).getByText('sara@example.com')).toBeInTheDocument();
    expect(screen.queryByText(SETTINGS_TEXT.emailBanner)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user_data')!)).toMatchObject({ email: 'sara@example.com' });
    expect(screen.getByRole('button', { name: 'ویرایش ایمیل' })).toHaveFocus();
  });

  it.each([
    ['the server message', () => fail(409, 'VALIDATION_ERROR', 'این ایمیل قبلاً ثبت شده است'), 'این ایمیل قبلاً ثبت شده است'],
    [
      'the fallback when the server gives none',
      () => HttpResponse.json({ success: false }, { status: 400 }),
      'خطا در به‌روزرسانی ایمیل',
    ],
    ['the server-error text on 500', () => fail(500, 'INTERNAL_ERROR'), SERVER_ERROR],
  ])('a failure shows %s and keeps the editor open', async (_name, reply, message) => {
    record('patch', '/user-auth/profile', reply);
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'ویرایش ایمیل' }));
    await user.type(screen.getByRole('textbox', { name: /^ایمیل/ }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'ذخیره ایمیل' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^ایمیل/ })).toBeInTheDocument();
  });
});

const REQUEST = { id: 'cr-7', createdAt: '2025-03-01T08:00:00.000Z', status: 'pending' };

describe.each([
  {
    kind: 'name' as const,
    row: 'نام و نام خانوادگی',
    edit: 'ویرایش نام و نام خانوادگی',
    card: 'درخواست تغییر نام',
    requested: 'مریم احمدی',
    shown: 'مریم احمدی',
    cancelPath: '/user-auth/cancel-name-change-request/:id',
  },
  {
    kind: 'national-id' as const,
    row: 'کد ملی',
    edit: 'ویرایش کد ملی',
    card: 'درخواست تغییر کد ملی',
    requested: '0012345679',
    shown: '۰۰۱۲۳۴۵۶۷۹',
    cancelPath: '/user-auth/cancel-national-id-change-request/:id',
  },
  {
    kind: 'birthdate' as const,
    row: 'تاریخ تولد',
    edit: 'ویرایش تاریخ تولد',
    card: 'درخواست تغییر تاریخ تولد',
    requested: '1370/05/23',
    shown: '۱۳۷۰/۰۵/۲۳',
    cancelPath: '/user-auth/cancel-birthdate-change-request/:id',
  },
])('a pending $kind change', ({ kind, row: rowName, edit, card, requested, shown, cancelPath }) => {
  it('shows the pending card and disables the edit button', async () => {
    onKyc();
    onPending({ [kind]: { ...REQUEST, requestedName: requested } });
    renderSettings({ search: '?section=profile' });
    const pendingCard = await screen.findByRole('region', { name: card });
    expect(within(pendingCard).getByText(shown)).toBeInTheDocument();
    expect(within(pendingCard).getByText('۱۱ اسفند ۱۴۰۳')).toBeInTheDocument();
    expect(within(pendingCard).getByText(SETTINGS_TEXT.pendingStatus)).toBeInTheDocument();
    expect(within(row(rowName)).getByRole('button', { name: edit })).toBeDisabled();
    // Only this kind is pending.
    expect(screen.getAllByRole('button', { name: 'لغو درخواست' })).toHaveLength(1);
  });

  it('cancels the request, says so and enables the edit button', async () => {
    onKyc();
    const pending = onPending({ [kind]: { ...REQUEST, requestedName: requested } });
    const calls = record('post', cancelPath, () => {
      delete pending[kind];
      return HttpResponse.json({ success: true });
    });
    const { user } = renderSettings({ search: '?section=profile' });
    const pendingCard = await screen.findByRole('region', { name: card });
    await user.click(within(pendingCard).getByRole('button', { name: 'لغو درخواست' }));
    expect(await screen.findByText(SETTINGS_TEXT.requestCancelled)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([cancelPath.replace(':id', 'cr-7')]);
    await waitFor(() => expect(screen.queryByRole('region', { name: card })).not.toBeInTheDocument());
    expect(within(row(rowName)).getByRole('button', { name: edit })).toBeEnabled();
  });

  it('a failed cancel shows the server message and keeps the card', async () => {
    onKyc();
    onPending({ [kind]: { ...REQUEST, requestedName: requested } });
    record('post', cancelPath, () => fail(404, 'NOT_FOUND', 'درخواست یافت نشد'));
    const { user } = renderSettings({ search: '?section=profile' });
    const pendingCard = await screen.findByRole('region', { name: card });
    await user.click(within(pendingCard).getByRole('button', { name: 'لغو درخواست' }));
    expect(await screen.findByText('درخواست یافت نشد')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
  });
});

describe('pending requests while loading or failing', () => {
  it('the edit buttons wait for the pending check', async () => {
    onKyc();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/user-auth/pending-name-change-request`, async () => {
        await gate;
        return ok(null);
      }),
      http.get(`${API}/user-auth/pending-national-id-change-request`, () => ok(null)),
      http.get(`${API}/user-auth/pending-birthdate-change-request`, () => ok(null)),
    );
    renderSettings({ search: '?section=profile' });
    const nameRow = await findRow('نام و نام خانوادگی');
    expect(within(nameRow).getByRole('status', { name: /در حال بررسی درخواست‌های/ })).toBeInTheDocument();
    expect(within(nameRow).getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(nameRow).getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toBeEnabled());
    expect(within(nameRow).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failed check says so and retries', async () => {
    onKyc();
    onPending();
    let calls = 0;
    server.use(
      http.get(`${API}/user-auth/pending-birthdate-change-request`, () =>
        ++calls === 1 ? fail(500, 'INTERNAL_ERROR') : ok({ ...REQUEST, requestedName: '1370/05/23' }),
      ),
    );
    const { user } = renderSettings({ search: '?section=profile' });
    const birthRow = await findRow('تاریخ تولد');
    expect(await within(birthRow).findByText(SETTINGS_TEXT.pendingLoadFailed)).toBeInTheDocument();
    await user.click(within(birthRow).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('region', { name: 'درخواست تغییر تاریخ تولد' })).toBeInTheDocument();
  });
});

describe('asking for a name change', () => {
  it('a double click sends one request: one success toast, no error toast', async () => {
    onPending();
    const calls = record('post', '/user-auth/request-name-change', () =>
      ok({ id: 'r-1', requestedName: 'مریم احمدی', createdAt: new Date().toISOString() }),
    );
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }));
    const field = screen.getByLabelText(/^نام و نام خانوادگی جدید/);
    await user.clear(field);
    await user.type(field, 'مریم احمدی');
    await user.dblClick(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByText(SETTINGS_TEXT.requestSent)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('checks the name', async () => {
    const calls = record('post', '/user-auth/request-name-change');
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }));
    const field = screen.getByLabelText(/^نام و نام خانوادگی جدید/);
    expect(field).toHaveValue('سارا محمدی');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByText(FIELD_TEXT.nameRequired)).toBeInTheDocument();
    await user.type(field, 'م');
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByText(FORM_MESSAGES.nameTooShort)).toBeInTheDocument();
    // 101 letters: the message sits under the field; nothing is cut silently.
    await user.clear(field);
    await user.click(field);
    await user.paste('ن'.repeat(101));
    expect(field).toHaveValue('ن'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByText(FORM_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the request, says so and shows it as pending', async () => {
    onKyc();
    const pending = onPending();
    const created = { ...REQUEST, requestedName: 'مریم احمدی' };
    const calls = record('post', '/user-auth/request-name-change', () => {
      pending.name = created;
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    });
    const { user } = renderSettings({ search: '?section=profile' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }));
    const field = screen.getByLabelText(/^نام و نام خانوادگی جدید/);
    await user.clear(field);
    await user.type(field, '  مریم    احمدی ');
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByText(SETTINGS_TEXT.requestSent)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ name: 'مریم احمدی' }]);
    const card = await screen.findByRole('region', { name: 'درخواست تغییر نام' });
    expect(within(card).getByText('مریم احمدی')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^نام و نام خانوادگی جدید/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toBeDisabled();
  });

  it('a request already pending (409) shows the server message and the pending card', async () => {
    onKyc();
    const pending = onPending();
    record('post', '/user-auth/request-name-change', () => {
      pending.name = { ...REQUEST, requestedName: 'نام دیگر' };
      return fail(409, 'CHANGE_REQUEST_PENDING', 'یک درخواست تغییر نام در انتظار تأیید است');
    });
    const { user } = renderSettings({ search: '?section=profile' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }));
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByText('یک درخواست تغییر نام در انتظار تأیید است')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'درخواست تغییر نام' })).toBeInTheDocument();
  });

  it('cancel closes the editor and gives focus back to the edit button', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' }));
    expect(screen.getByLabelText(/^نام و نام خانوادگی جدید/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByLabelText(/^نام و نام خانوادگی جدید/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ویرایش نام و نام خانوادگی' })).toHaveFocus();
  });
});

describe('asking for a national ID change', () => {
  async function openEditor() {
    const rendered = await renderProfile();
    await rendered.user.click(screen.getByRole('button', { name: 'ویرایش کد ملی' }));
    const field = screen.getByLabelText(/^کد ملی جدید/);
    const submit = () => rendered.user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    return { ...rendered, field, submit };
  }

  it.each([
    ['empty', '', FIELD_TEXT.nationalIdRequired],
    ['short', '12345', FIELD_TEXT.nationalIdLength],
    ['with a wrong check digit', '1234567890', FIELD_TEXT.nationalIdInvalid],
    ['ten identical digits', '1111111111', FIELD_TEXT.nationalIdInvalid],
  ])('refuses an ID that is %s', async (_name, typed, message) => {
    const calls = record('post', '/user-auth/request-national-id-change');
    const { user, field, submit } = await openEditor();
    if (typed) await user.type(field, typed);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('is a numeric field that keeps ten digits and takes Persian digits', async () => {
    const calls = record('post', '/user-auth/request-national-id-change', () =>
      HttpResponse.json({ success: true, data: { ...REQUEST, requestedName: '0012345679' } }, { status: 201 }),
    );
    const { user, field, submit } = await openEditor();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('dir', 'ltr');
    await user.type(field, '۰۰۱۲۳۴۵۶۷۹۹۹');
    expect(field).toHaveValue(toPersianDigits('0012345679'));
    await submit();
    expect(await screen.findByText(SETTINGS_TEXT.requestSent)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ nationalId: '0012345679' }]);
  });

  it('a refused request shows the fallback when the server gives no message', async () => {
    record('post', '/user-auth/request-national-id-change', () => HttpResponse.json({}, { status: 400 }));
    const { user, field, submit } = await openEditor();
    await user.type(field, '0012345679');
    await submit();
    expect(await screen.findByText('خطا در ثبت درخواست تغییر کد ملی')).toBeInTheDocument();
  });
});
