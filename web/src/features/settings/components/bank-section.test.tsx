import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankAccount } from '@gold/contracts/bank-accounts';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { FIELD_TEXT, SETTINGS_TEXT } from '../messages';
import { anAccount, BANKS, record, renderSettings, VALID_CARD, VALID_IBAN } from '../test/render-settings';
import { BANK_LIST_CLOSE_DELAY_MS } from './bank-picker';
import { toPersianDigits } from '@gold/contracts/rules/digits';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

/** Answers the list from a state the test may change, and the bank catalogue. Returns the state. */
function onAccounts(initial: unknown[] = [], banks: () => Response = () => ok(BANKS)) {
  const state = { accounts: [...initial], calls: 0 };
  server.use(
    http.get(`${API}/bank-accounts/me`, () => {
      state.calls++;
      return ok(state.accounts);
    }),
    http.get(`${API}/bank-accounts/iranian-banks`, banks),
  );
  return state;
}

async function renderBank() {
  const rendered = renderSettings({ search: '?section=bank' });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'در حال بارگذاری حساب‌های بانکی' })).not.toBeInTheDocument());
  return rendered;
}

const card = (bankName: string) => screen.getByRole('article', { name: bankName });
const addButton = () => screen.getByRole('button', { name: 'افزودن حساب بانکی' });

async function openAddDialog() {
  const rendered = await renderBank();
  await rendered.user.click(addButton());
  const dialog = screen.getByRole('dialog', { name: 'افزودن حساب بانکی' });
  const bank = () => within(dialog).getByRole('combobox', { name: /^بانک/ });
  await waitFor(() => expect(bank()).toBeEnabled());
  return {
    ...rendered,
    dialog,
    bank,
    accountNumber: () => within(dialog).getByRole('textbox', { name: /^شماره حساب/ }),
    iban: () => within(dialog).getByRole('textbox', { name: /^شماره شبا/ }),
    cardNumber: () => within(dialog).getByRole('textbox', { name: /^شماره کارت/ }),
    submit: () => rendered.user.click(within(dialog).getByRole('button', { name: 'افزودن حساب' })),
  };
}

type Dialog = Awaited<ReturnType<typeof openAddDialog>>;

async function pickBank(d: Dialog, typed: string, option: RegExp) {
  await d.user.type(d.bank(), typed);
  await d.user.click(screen.getByRole('option', { name: option }));
}

async function fillValid(d: Dialog) {
  await pickBank(d, 'ملت', /بانک ملت/);
  await d.user.type(d.accountNumber(), '1234567890123');
  await d.user.type(d.iban(), VALID_IBAN.slice(2));
}

describe('the bank accounts list', () => {
  it('shows skeletons while loading, with the add button waiting', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/bank-accounts/me`, async () => {
        await gate;
        return ok([]);
      }),
    );
    renderSettings({ search: '?section=bank' });
    expect(await screen.findByRole('status', { name: 'در حال بارگذاری حساب‌های بانکی' })).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    release();
    expect(await screen.findByText('هنوز حساب بانکی ثبت نکرده‌اید')).toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('says when there is no account yet, with zero counts', async () => {
    onAccounts([]);
    await renderBank();
    expect(screen.getByText('هنوز حساب بانکی ثبت نکرده‌اید')).toBeInTheDocument();
    expect(screen.getByText('کل حساب‌ها: ۰')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    let calls = 0;
    server.use(http.get(`${API}/bank-accounts/me`, () => (++calls === 1 ? fail(500, 'INTERNAL_ERROR') : ok([anAccount()]))));
    const { user } = renderSettings({ search: '?section=bank' });
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXT.bankLoadFailed);
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('article', { name: 'بانک ملت' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  // A left-to-right mark before each separator keeps the groups in order between Persian digits.
  it('shows each account grouped and left to right, with its status', async () => {
    onAccounts([
      anAccount(),
      anAccount({ id: 'ba-2', bankName: 'بانک سامان', status: 'pending', cardNumber: null }),
      anAccount({ id: 'ba-3', bankName: 'بانک تجارت', status: 'rejected' }),
      anAccount({ id: 'ba-4', bankName: 'بانک ملی ایران', status: 'suspended' }),
    ]);
    await renderBank();
    const mellat = card('بانک ملت');
    const accountNumber = within(mellat).getByText('۱۲۳\u200E-۴۵۶\u200E-۷۸۹\u200E-۰۱۲۳');
    expect(accountNumber).toHaveAttribute('dir', 'ltr');
    expect(within(mellat).getByText('IR۰۶\u200E ۲۹۶۰\u200E ۰۰۰۰\u200E ۰۰۱۰\u200E ۰۳۲۴\u200E ۲۰۰۰\u200E ۰۱')).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(within(mellat).getByText('۴۱۱۱\u200E-۱۱۱۱\u200E-۱۱۱۱\u200E-۱۱۱۱')).toHaveAttribute('dir', 'ltr');
    expect(within(mellat).getByText('سارا محمدی')).toBeInTheDocument();
    expect(within(mellat).getByText('فعال')).toBeInTheDocument();
    expect(within(card('بانک سامان')).getByText('در انتظار تأیید')).toBeInTheDocument();
    expect(within(card('بانک سامان')).queryByText('شماره کارت')).not.toBeInTheDocument();
    expect(within(card('بانک تجارت')).getByText('رد شده')).toBeInTheDocument();
    expect(within(card('بانک ملی ایران')).getByText('رد شده')).toBeInTheDocument();
    expect(screen.getByText('کل حساب‌ها: ۴')).toBeInTheDocument();
    expect(screen.getByText('تأییدشده: ۱')).toBeInTheDocument();
    expect(screen.getByText('در انتظار تأیید: ۱')).toBeInTheDocument();
  });

  it('names the account each edit and delete button acts on, by bank and last four digits', async () => {
    onAccounts([anAccount(), anAccount({ id: 'ba-2', bankName: 'بانک سامان', iban: 'IR780560000000000000004321' })]);
    await renderBank();
    const mellat = card('بانک ملت');
    expect(within(mellat).getByRole('button', { name: 'ویرایش حساب بانک ملت مختوم به ۰۰۰۱' })).toHaveTextContent('ویرایش');
    expect(within(mellat).getByRole('button', { name: 'حذف حساب بانک ملت مختوم به ۰۰۰۱' })).toHaveTextContent('حذف');
    expect(within(card('بانک سامان')).getByRole('button', { name: 'ویرایش حساب بانک سامان مختوم به ۴۳۲۱' })).toBeInTheDocument();
  });

  it('keeps the IBAN on one line, left to right', async () => {
    onAccounts([anAccount()]);
    await renderBank();
    const iban = within(card('بانک ملت')).getByText('IR۰۶\u200E ۲۹۶۰\u200E ۰۰۰۰\u200E ۰۰۱۰\u200E ۰۳۲۴\u200E ۲۰۰۰\u200E ۰۱');
    expect(iban).toHaveAttribute('dir', 'ltr');
    expect(getComputedStyle(iban).whiteSpace).toBe('nowrap');
  });

  it('keeps only entries with an id and an account number, from a bare array', async () => {
    server.use(
      http.get(`${API}/bank-accounts/me`, () =>
        HttpResponse.json([
          anAccount(),
          { ...anAccount({ bankName: 'بانک بی‌شناسه' }), id: undefined },
          { id: 'x', bankName: 'بانک بی‌شماره' },
        ]),
      ),
    );
    await renderBank();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('بانک ملت')).toBeInTheDocument();
    expect(screen.getByText('کل حساب‌ها: ۱')).toBeInTheDocument();
  });

  it('states the rules', async () => {
    onAccounts([]);
    await renderBank();
    expect(screen.getByText('حساب بانکی باید به نام خود شما باشد.')).toBeInTheDocument();
    expect(screen.getByText('می‌توانید شماره حساب، شماره شبا یا شماره کارت را وارد کنید.')).toBeInTheDocument();
    expect(screen.getByText('تأیید حساب بانکی معمولاً ۱ تا ۳ روز کاری زمان می‌برد.')).toBeInTheDocument();
  });

  it('disables adding at five accounts and says why', async () => {
    onAccounts([1, 2, 3, 4, 5].map((n) => anAccount({ id: `ba-${n}`, bankName: `بانک ${n}` })));
    await renderBank();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(SETTINGS_TEXT.bankLimit);
  });

  it('allows adding at four accounts', async () => {
    onAccounts([1, 2, 3, 4].map((n) => anAccount({ id: `ba-${n}`, bankName: `بانک ${n}` })));
    await renderBank();
    expect(addButton()).toBeEnabled();
    expect(screen.queryByText(SETTINGS_TEXT.bankLimit)).not.toBeInTheDocument();
  });

  it('copies the IBAN', async () => {
    onAccounts([anAccount()]);
    const { user } = await renderBank();
    await user.click(within(card('بانک ملت')).getByRole('button', { name: 'کپی شماره شبا' }));
    expect(await screen.findByText(SETTINGS_TEXT.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(VALID_IBAN);
  });

  it('says when copying fails', async () => {
    onAccounts([anAccount()]);
    const { user } = await renderBank();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(card('بانک ملت')).getByRole('button', { name: 'کپی شماره شبا' }));
    expect(await screen.findByText(SETTINGS_TEXT.copyFailed)).toBeInTheDocument();
  });
});

describe('the add dialog', () => {
  it('is named, prefills the owner from the user and locks it', async () => {
    onAccounts([]);
    const { dialog } = await openAddDialog();
    const owner = within(dialog).getByRole('textbox', { name: 'نام صاحب حساب' });
    expect(owner).toHaveValue('سارا محمدی');
    expect(owner).toHaveAttribute('readonly');
  });

  it('disables the bank field while the catalogue loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    onAccounts([], () => ok(BANKS));
    server.use(
      http.get(`${API}/bank-accounts/iranian-banks`, async () => {
        await gate;
        return ok(BANKS);
      }),
    );
    const { user } = await renderBank();
    await user.click(addButton());
    const bank = screen.getByRole('combobox', { name: /^بانک/ });
    expect(bank).toBeDisabled();
    expect(screen.getByText('در حال بارگذاری فهرست بانک‌ها…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(bank).toBeEnabled());
  });

  it('says when the catalogue cannot be loaded, and retries', async () => {
    let calls = 0;
    onAccounts([], () => (++calls === 1 ? fail(500, 'INTERNAL_ERROR') : ok(BANKS)));
    const { user } = await renderBank();
    await user.click(addButton());
    const dialog = screen.getByRole('dialog', { name: 'افزودن حساب بانکی' });
    expect(await within(dialog).findByText(SETTINGS_TEXT.banksLoadFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(within(dialog).queryByText(SETTINGS_TEXT.banksLoadFailed)).not.toBeInTheDocument());
    await user.type(within(dialog).getByRole('combobox', { name: /^بانک/ }), 'ملت');
    expect(screen.getByRole('option', { name: /بانک ملت/ })).toBeInTheDocument();
  });

  it('formats the account number 3-3-3-rest, Persian digits included', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.accountNumber(), '۱۲۳۴۵۶۷۸۹0123');
    expect(d.accountNumber()).toHaveValue(toPersianDigits('123-456-789-0123'));
    expect(d.accountNumber()).toHaveAttribute('dir', 'ltr');
    expect(d.accountNumber()).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps the IBAN to IR and 24 digits, upper case', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.iban(), 'ir06-2960 0000001003242000019999');
    expect(d.iban()).toHaveValue(toPersianDigits(VALID_IBAN));
    expect(d.iban()).toHaveAttribute('dir', 'ltr');
  });

  it('groups the card number 4-4-4-4 with hyphens, at most 19 characters', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.cardNumber(), '41111111111111119999');
    expect(d.cardNumber()).toHaveValue(toPersianDigits('4111-1111-1111-1111'));
    expect(d.cardNumber()).toHaveAttribute('dir', 'ltr');
  });

  it('asks for the bank, the account number and the IBAN', async () => {
    const calls = record('post', '/bank-accounts');
    onAccounts([]);
    const d = await openAddDialog();
    await d.submit();
    expect(await within(d.dialog).findByText(FIELD_TEXT.bankRequired)).toBeInTheDocument();
    expect(within(d.dialog).getByText(FIELD_TEXT.accountNumberRequired)).toBeInTheDocument();
    expect(within(d.dialog).getByText(FIELD_TEXT.ibanRequired)).toBeInTheDocument();
    expect(d.bank()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a short account number', { accountNumber: '123' }, FIELD_TEXT.accountNumberInvalid],
    ['a short IBAN', { iban: '0629600000' }, FIELD_TEXT.ibanLength],
    ['an IBAN failing mod-97', { iban: '072960000000100324200001' }, FIELD_TEXT.ibanInvalid],
    ['a card failing Luhn', { card: '4111111111111112' }, FIELD_TEXT.cardInvalid],
    ['a short card', { card: '4111' }, FIELD_TEXT.cardInvalid],
  ])('refuses %s', async (_name, values: { accountNumber?: string; iban?: string; card?: string }, message) => {
    const calls = record('post', '/bank-accounts');
    onAccounts([]);
    const d = await openAddDialog();
    await pickBank(d, 'ملت', /بانک ملت/);
    await d.user.type(d.accountNumber(), values.accountNumber ?? '1234567890');
    await d.user.type(d.iban(), values.iban ?? VALID_IBAN.slice(2));
    if (values.card) await d.user.type(d.cardNumber(), values.card);
    await d.submit();
    expect(await within(d.dialog).findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds the account, says it awaits verification and shows it', async () => {
    const state = onAccounts([]);
    const created = anAccount({ id: 'ba-9', status: 'pending' });
    const calls = record('post', '/bank-accounts', () => {
      state.accounts = [created];
      return HttpResponse.json({ success: true, data: { result: created } }, { status: 201 });
    });
    const d = await openAddDialog();
    await fillValid(d);
    await d.user.type(d.cardNumber(), VALID_CARD);
    await d.submit();
    expect(await screen.findByText(SETTINGS_TEXT.bankAdded)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      {
        accountNumber: '1234567890123',
        iban: VALID_IBAN,
        ownerName: 'سارا محمدی',
        bankName: 'بانک ملت',
        bankCode: '012',
        cardNumber: VALID_CARD,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'بانک ملت' })).toHaveTextContent('در انتظار تأیید');
  });

  it('leaves the card out when none is given', async () => {
    onAccounts([]);
    const calls = record('post', '/bank-accounts', () => ok({ result: anAccount({ status: 'pending' }) }));
    const d = await openAddDialog();
    await fillValid(d);
    await d.submit();
    expect(await screen.findByText(SETTINGS_TEXT.bankAdded)).toBeInTheDocument();
    expect(calls[0].body).not.toHaveProperty('cardNumber');
  });

  it('an answer without an account id is an invalid response', async () => {
    onAccounts([]);
    record('post', '/bank-accounts', () => ok({ result: { bankName: 'بانک ملت' } }));
    const d = await openAddDialog();
    await fillValid(d);
    await d.submit();
    expect(await screen.findByText(SETTINGS_TEXT.invalidResponse)).toBeInTheDocument();
    expect(screen.queryByText(SETTINGS_TEXT.bankAdded)).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', () => fail(400, 'BANK_ACCOUNT_LIMIT', 'حداکثر ۵ حساب بانکی مجاز است'), 'حداکثر ۵ حساب بانکی مجاز است'],
    ['the fallback', () => HttpResponse.json({}, { status: 400 }), 'خطا در افزودن حساب بانکی'],
  ])('a refused add shows %s and keeps the dialog', async (_name, reply, message) => {
    onAccounts([]);
    record('post', '/bank-accounts', reply);
    const d = await openAddDialog();
    await fillValid(d);
    await d.submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'افزودن حساب بانکی' })).toBeInTheDocument();
  });

  it('cancel closes the dialog without a request', async () => {
    onAccounts([]);
    const calls = record('post', '/bank-accounts');
    const d = await openAddDialog();
    await d.user.click(within(d.dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('the close button beside the title closes the dialog without a request', async () => {
    onAccounts([]);
    const calls = record('post', '/bank-accounts');
    const d = await openAddDialog();
    // The dialog's name is its title alone, not the button's label too.
    expect(d.dialog).toHaveAccessibleName('افزودن حساب بانکی');
    await d.user.click(within(d.dialog).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('cannot be closed while the account is being added', async () => {
    onAccounts([]);
    let answer!: () => void;
    server.use(
      http.post(
        `${API}/bank-accounts`,
        () => new Promise<Response>((resolve) => (answer = () => resolve(fail(500, 'INTERNAL_ERROR')))),
      ),
    );
    const d = await openAddDialog();
    await fillValid(d);
    await d.submit();
    await waitFor(() => expect(within(d.dialog).getByRole('button', { name: 'بستن' })).toBeDisabled());
    expect(within(d.dialog).getByRole('button', { name: 'انصراف' })).toBeDisabled();
    answer();
    await waitFor(() => expect(within(d.dialog).getByRole('button', { name: 'بستن' })).toBeEnabled());
  });
});

describe('the bank picker', () => {
  const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

  it('filters by Persian name', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.bank(), 'ملت');
    expect(optionNames()).toEqual(['بانک ملتMellat']);
  });

  it('filters by English name, ignoring case', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.bank(), 'SAM');
    expect(optionNames()).toEqual(['بانک سامانSaman']);
  });

  it('matches Arabic yeh and kaf as Persian letters', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.bank(), 'ملي');
    expect(optionNames()).toEqual(['بانک ملی ایرانMelli']);
  });

  it('shows the whole list on focus and says when nothing matches', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.click(d.bank());
    expect(screen.getAllByRole('option')).toHaveLength(BANKS.length);
    expect(d.bank()).toHaveAttribute('aria-expanded', 'true');
    await d.user.type(d.bank(), 'xyz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('بانکی با این نام پیدا نشد')).toBeInTheDocument();
  });

  it('picks with the keyboard', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.bank(), 'بانک م');
    await d.user.keyboard('{ArrowDown}');
    expect(d.bank()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await d.user.keyboard('{Enter}');
    expect(d.bank()).toHaveValue('بانک ملی ایران');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'افزودن حساب بانکی' })).toBeInTheDocument();
  });

  it('Escape closes the list but not the dialog', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.type(d.bank(), 'ملت');
    await d.user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'افزودن حساب بانکی' })).toBeInTheDocument();
  });

  it('typing after a pick clears the chosen bank', async () => {
    onAccounts([]);
    const calls = record('post', '/bank-accounts');
    const d = await openAddDialog();
    await pickBank(d, 'ملت', /بانک ملت/);
    expect(d.bank()).toHaveValue('بانک ملت');
    await d.user.type(d.accountNumber(), '1234567890');
    await d.user.type(d.iban(), VALID_IBAN.slice(2));
    // One more letter: the text no longer names a bank from the list.
    await d.user.type(d.bank(), 'x');
    expect(d.bank()).toHaveValue('بانک ملتx');
    await d.submit();
    expect(await within(d.dialog).findByText(FIELD_TEXT.bankRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('closes the list 150 ms after the field loses focus', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.click(d.bank());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.blur(d.bank());
    act(() => {
      vi.advanceTimersByTime(BANK_LIST_CLOSE_DELAY_MS - 1);
    });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(BANK_LIST_CLOSE_DELAY_MS).toBe(150);
  });

  it('focus coming back within 150 ms keeps the list open', async () => {
    onAccounts([]);
    const d = await openAddDialog();
    await d.user.click(d.bank());
    vi.useFakeTimers();
    fireEvent.blur(d.bank());
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.focus(d.bank());
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});

describe('editing an account', () => {
  async function openEdit(account: BankAccount = anAccount()) {
    const state = onAccounts([account]);
    const rendered = await renderBank();
    await rendered.user.click(within(card(account.bankName)).getByRole('button', { name: /^ویرایش/ }));
    const dialog = screen.getByRole('dialog', { name: 'ویرایش حساب بانکی' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^بانک/ })).toBeEnabled());
    return {
      ...rendered,
      state,
      dialog,
      save: () => rendered.user.click(within(dialog).getByRole('button', { name: 'ذخیره تغییرات' })),
    };
  }

  it('prefills the form with the account', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByRole('combobox', { name: /^بانک/ })).toHaveValue('بانک ملت');
    expect(within(dialog).getByRole('textbox', { name: /^شماره حساب/ })).toHaveValue(toPersianDigits('123-456-789-0123'));
    expect(within(dialog).getByRole('textbox', { name: /^شماره شبا/ })).toHaveValue(toPersianDigits(VALID_IBAN));
    expect(within(dialog).getByRole('textbox', { name: /^شماره کارت/ })).toHaveValue(toPersianDigits('4111-1111-1111-1111'));
  });

  it('asks first, since the account goes back to pending; cancel sends nothing', async () => {
    const calls = record('patch', '/bank-accounts/:id');
    const { user, save } = await openEdit();
    await save();
    const confirm = await screen.findByRole('dialog', { name: 'تأیید ویرایش حساب بانکی' });
    expect(confirm).toHaveAccessibleDescription(/دوباره در وضعیت «در انتظار تأیید» قرار می‌گیرد/);
    await user.click(within(confirm).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'تأیید ویرایش حساب بانکی' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'ویرایش حساب بانکی' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the edit after confirmation and says it awaits verification again', async () => {
    const { user, dialog, save, state } = await openEdit();
    const calls = record('patch', '/bank-accounts/:id', () => {
      state.accounts = [anAccount({ status: 'pending', accountNumber: '9876543210' })];
      return ok({ result: state.accounts[0] });
    });
    const accountNumber = within(dialog).getByRole('textbox', { name: /^شماره حساب/ });
    await user.clear(accountNumber);
    await user.type(accountNumber, '9876543210');
    await save();
    const confirm = await screen.findByRole('dialog', { name: 'تأیید ویرایش حساب بانکی' });
    await user.click(within(confirm).getByRole('button', { name: 'ویرایش و ارسال برای تأیید' }));
    expect(await screen.findByText(SETTINGS_TEXT.bankEdited)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/bank-accounts/ba-1',
        body: {
          accountNumber: '9876543210',
          iban: VALID_IBAN,
          ownerName: 'سارا محمدی',
          bankName: 'بانک ملت',
          bankCode: '012',
          cardNumber: VALID_CARD,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('بانک ملت')).findByText('در انتظار تأیید')).toBeInTheDocument();
    expect(within(card('بانک ملت')).getByText('۹۸۷\u200E-۶۵۴\u200E-۳۲۱\u200E-۰')).toBeInTheDocument();
  });

  it('a refused edit shows the server message and keeps the form', async () => {
    const { user, save } = await openEdit();
    record('patch', '/bank-accounts/:id', () => fail(404, 'NOT_FOUND', 'حساب بانکی یافت نشد'));
    await save();
    const confirm = await screen.findByRole('dialog', { name: 'تأیید ویرایش حساب بانکی' });
    await user.click(within(confirm).getByRole('button', { name: 'ویرایش و ارسال برای تأیید' }));
    expect(await screen.findByText('حساب بانکی یافت نشد')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'تأیید ویرایش حساب بانکی' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'ویرایش حساب بانکی' })).toBeInTheDocument();
  });
});

describe('deleting an account', () => {
  it('asks first; cancel keeps the account', async () => {
    onAccounts([anAccount()]);
    const calls = record('delete', '/bank-accounts/:id');
    const { user } = await renderBank();
    await user.click(within(card('بانک ملت')).getByRole('button', { name: /^حذف/ }));
    const confirm = screen.getByRole('dialog', { name: 'حذف حساب بانکی' });
    expect(confirm).toHaveAccessibleDescription(/بانک ملت به شماره ۱۲۳-۴۵۶-۷۸۹-۰۱۲۳ حذف شود؟/);
    await user.click(within(confirm).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('بانک ملت')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('the confirmation has a close button, which keeps the account', async () => {
    onAccounts([anAccount()]);
    const calls = record('delete', '/bank-accounts/:id');
    const { user } = await renderBank();
    await user.click(within(card('بانک ملت')).getByRole('button', { name: /^حذف/ }));
    const confirm = screen.getByRole('dialog', { name: 'حذف حساب بانکی' });
    expect(confirm).toHaveAccessibleName('حذف حساب بانکی');
    await user.click(within(confirm).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('بانک ملت')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('the close button waits while the account is being deleted', async () => {
    onAccounts([anAccount()]);
    let answer!: () => void;
    server.use(
      http.delete(
        `${API}/bank-accounts/:id`,
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ success: true })))),
      ),
    );
    const { user } = await renderBank();
    await user.click(within(card('بانک ملت')).getByRole('button', { name: /^حذف/ }));
    const confirm = screen.getByRole('dialog', { name: 'حذف حساب بانکی' });
    await user.click(within(confirm).getByRole('button', { name: 'حذف حساب' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'بستن' })).toBeDisabled());
    answer();
    expect(await screen.findByText(SETTINGS_TEXT.bankDeleted)).toBeInTheDocument();
  });

  it('deletes after confirmation and says so', async () => {
    const state = onAccounts([anAccount()]);
    const calls = record('delete', '/bank-accounts/:id', () => {
      state.accounts = [];
      return HttpResponse.json({ success: true });
    });
    const { user } = await renderBank();
    await user.click(within(card('بانک ملت')).getByRole('button', { name: /^حذف/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'حذف حساب بانکی' })).getByRole('button', { name: 'حذف حساب' }));
    expect(await screen.findByText(SETTINGS_TEXT.bankDeleted)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/bank-accounts/ba-1']);
    expect(await screen.findByText('هنوز حساب بانکی ثبت نکرده‌اید')).toBeInTheDocument();
  });

  it('a double click on the confirmation deletes once: no 404 toast after the success', async () => {
    const state = onAccounts([anAccount()]);
    const calls = record('delete', '/bank-accounts/:id', () => {
      state.accounts = [];
      return HttpResponse.json({ success: true });
    });
    const { user } = await renderBank();
    await user.click(within(card('بانک ملت')).getByRole('button', { name: /^حذف/ }));
    await user.dblClick(within(screen.getByRole('dialog', { name: 'حذف حساب بانکی' })).getByRole('button', { name: 'حذف حساب' }));
    expect(await screen.findByText(SETTINGS_TEXT.bankDeleted)).toBeInTheDocument();
    expect(await screen.findByText('هنوز حساب بانکی ثبت نکرده‌اید')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a refused delete shows the fallback when the server gives no message', async () => {
    onAccounts([anAccount()]);
    record('delete', '/bank-accounts/:id', () => HttpResponse.json({}, { status: 404 }));
    const { user } = await renderBank();
    await user.click(within(card('بانک ملت')).getByRole('button', { name: /^حذف/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'حذف حساب بانکی' })).getByRole('button', { name: 'حذف حساب' }));
    expect(await screen.findByText('خطا در حذف حساب بانکی')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('بانک ملت')).toBeInTheDocument();
  });
});
