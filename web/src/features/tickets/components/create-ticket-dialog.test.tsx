import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { gate } from '../../../test/fake-api/plumbing';
import { aTicket, serveTickets } from '../../../test/fake-api/tickets';
import { dialogClosed, findCard, headerButton, renderTickets, tile, type Rendered } from '../test/render-tickets';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog', { name: 'ثبت تیکت جدید' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => within(dialog()).getByRole('combobox', { name });
const submit = () => within(dialog()).getByRole('button', { name: 'ثبت تیکت' });

async function openCreate(user: Rendered['user']) {
  await user.click(headerButton('تیکت جدید'));
  return screen.findByRole('dialog', { name: 'ثبت تیکت جدید' });
}

async function fill(
  user: Rendered['user'],
  { title = 'برداشت انجام نشد', description = 'درخواست برداشت دیروز هنوز واریز نشده است.' } = {},
) {
  // Pasted: typing character by character is slow and tests nothing more here.
  await user.click(field('عنوان'));
  await user.paste(title);
  await user.click(field('شرح درخواست'));
  await user.paste(description);
}

describe('the create-ticket dialog', () => {
  it('has the labelled fields, general and medium chosen, and the limits', async () => {
    serveTickets();
    const { user } = renderTickets();
    await openCreate(user);
    expect(field('عنوان')).toBeRequired();
    expect(field('عنوان')).toHaveAttribute('maxlength', '200');
    expect(field('شرح درخواست')).toHaveAttribute('maxlength', '2000');
    expect(select('دسته‌بندی')).toHaveValue('general');
    expect(select('دسته‌بندی')).toHaveDisplayValue('عمومی');
    expect(select('اولویت')).toHaveValue('medium');
    expect(select('اولویت')).toHaveDisplayValue('متوسط');
    expect(
      within(select('دسته‌بندی'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['عمومی', 'فنی', 'مالی', 'معاملات', 'کیف پول', 'احراز هویت']);
    expect(
      within(select('اولویت'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['کم', 'متوسط', 'زیاد', 'فوری']);
  });

  it('asks for the missing fields, marks them, and sends nothing', async () => {
    const { calls } = serveTickets();
    const { user } = renderTickets();
    await openCreate(user);
    await user.type(field('عنوان'), '   ');
    await user.click(submit());
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('لطفاً همه فیلدهای الزامی را پر کنید');
    expect(field('عنوان')).toHaveAttribute('aria-invalid', 'true');
    expect(field('شرح درخواست')).toHaveAttribute('aria-invalid', 'true');
    expect(field('عنوان')).toHaveAccessibleDescription('لطفاً همه فیلدهای الزامی را پر کنید');
    expect(field('شرح درخواست')).toHaveAccessibleDescription(/^لطفاً همه فیلدهای الزامی را پر کنید .*۰ \/ ۲٬۰۰۰$/);
    expect(field('عنوان')).toHaveFocus();
    expect(calls.create).toHaveLength(0);

    // Filling one leaves the other marked.
    await user.type(field('عنوان'), 'عنوان');
    await user.click(submit());
    await waitFor(() => expect(field('عنوان')).toHaveAttribute('aria-invalid', 'false'));
    expect(field('شرح درخواست')).toHaveAttribute('aria-invalid', 'true');
    expect(field('شرح درخواست')).toHaveAccessibleDescription(/^لطفاً همه فیلدهای الزامی را پر کنید/);
    expect(field('عنوان')).not.toHaveAccessibleDescription(/لطفاً/);
    expect(calls.create).toHaveLength(0);
  });

  it('refuses a title of zero-width characters only, with the words under the field, and sends nothing', async () => {
    const { calls } = serveTickets();
    const { user } = renderTickets();
    await openCreate(user);
    await fill(user, { title: '\u200B\u200C' });
    await user.click(submit());
    const words = 'متن باید دست‌کم یک حرف یا رقم داشته باشد؛ فاصله و نویسه‌های نامرئی شمرده نمی‌شوند';
    await waitFor(() => expect(field('عنوان')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('عنوان')).toHaveAccessibleDescription(words);
    expect(within(dialog()).getByText(words)).toBeVisible();
    expect(field('شرح درخواست')).toHaveAttribute('aria-invalid', 'false');
    expect(calls.create).toHaveLength(0);
  });

  it('takes at most 200 characters of title', async () => {
    serveTickets();
    const { user } = renderTickets();
    await openCreate(user);
    await user.click(field('عنوان'));
    await user.paste('ا'.repeat(205));
    expect(field('عنوان')).toHaveValue('ا'.repeat(200));
  });

  it('counts the description in Persian digits, and speaks only near the limit', async () => {
    serveTickets();
    const { user } = renderTickets();
    await openCreate(user);
    const description = field('شرح درخواست');
    expect(within(dialog()).getByText('۰ / ۲٬۰۰۰')).toBeInTheDocument();
    await user.type(description, 'سلام');
    expect(within(dialog()).getByText('۴ / ۲٬۰۰۰')).toBeInTheDocument();
    expect(description).toHaveAccessibleDescription(/۴ \/ ۲٬۰۰۰/);
    const live = within(dialog()).getByRole('status');
    expect(live).toHaveTextContent('');

    await user.paste('ب'.repeat(1910));
    expect(within(dialog()).getByText('۱٬۹۱۴ / ۲٬۰۰۰')).toBeInTheDocument();
    expect(live).toHaveTextContent('کمتر از ۱۰۰ نویسه تا سقف مجاز مانده است');
    await user.paste('ب'.repeat(200));
    expect(description).toHaveValue(`سلام${'ب'.repeat(1996)}`);
    expect(within(dialog()).getByText('۲٬۰۰۰ / ۲٬۰۰۰')).toBeInTheDocument();
    expect(live).toHaveTextContent('به سقف ۲٬۰۰۰ نویسه رسیدید');
  });

  it('sends the trimmed draft with the chosen category and priority and an Idempotency-Key, disabled while it sends', async () => {
    const wait = gate();
    const { calls } = serveTickets({
      replies: {
        create: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    const { user } = renderTickets();
    await openCreate(user);
    await fill(user, { title: '  برداشت انجام نشد ', description: 'شرح <b>کامل</b>\nخط دوم' });
    await user.selectOptions(select('دسته‌بندی'), 'کیف پول');
    await user.selectOptions(select('اولویت'), 'فوری');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(within(dialog()).getByRole('button', { name: 'انصراف' })).toBeDisabled();
    expect(calls.create).toHaveLength(1);
    expect(calls.create[0].body).toEqual({
      title: 'برداشت انجام نشد',
      description: 'شرح <b>کامل</b>\nخط دوم',
      category: 'wallet',
      priority: 'urgent',
    });
    expect(calls.create[0].key).toMatch(/^[0-9a-f-]{36}$/);
    wait.open();
    await dialogClosed();
  });

  it('on success closes, says so, and the list and counts show the new ticket', async () => {
    const { calls } = serveTickets();
    const { user } = renderTickets();
    expect(await screen.findByRole('heading', { name: 'هنوز تیکتی ثبت نکرده‌اید' })).toBeInTheDocument();
    await waitFor(() => expect(tile('باز')).toHaveTextContent('۰'));
    await openCreate(user);
    await fill(user);
    await user.click(submit());
    await dialogClosed();
    expect(await screen.findByText('تیکت شما ثبت شد')).toBeInTheDocument();
    expect(await findCard('برداشت انجام نشد')).toBeInTheDocument();
    await waitFor(() => expect(tile('باز')).toHaveTextContent('۱'));
    expect(calls.list.length).toBeGreaterThanOrEqual(2);
  });

  it('a new opening starts with an empty form', async () => {
    serveTickets();
    const { user } = renderTickets();
    await openCreate(user);
    await user.type(field('عنوان'), 'پیش‌نویس');
    await user.click(within(dialog()).getByRole('button', { name: 'انصراف' }));
    await dialogClosed();
    await openCreate(user);
    expect(field('عنوان')).toHaveValue('');
  });

  it('a refusal shows the server’s words in the dialog; a retry of the same draft keeps its key', async () => {
    const { calls } = serveTickets({
      replies: {
        create: () =>
          calls.create.length === 1 ? fail(429, 'RATE_LIMITED', 'تعداد درخواست‌ها زیاد است، کمی بعد تلاش کنید') : undefined,
      },
    });
    const { user } = renderTickets();
    await openCreate(user);
    await fill(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('تعداد درخواست‌ها زیاد است، کمی بعد تلاش کنید');
    expect(screen.getByRole('dialog', { name: 'ثبت تیکت جدید' })).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
    // Editing clears the refusal: it no longer applies. The same draft again keeps its key.
    await user.type(field('عنوان'), '!');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field('عنوان'), '{Backspace}');
    await user.click(submit());
    await dialogClosed();
    expect(calls.create).toHaveLength(2);
    expect(calls.create[1].key).toBe(calls.create[0].key);
  });

  it('a failure without the server’s words says “error creating ticket”', async () => {
    serveTickets();
    server.use(http.post(`${API}/api/tickets`, () => HttpResponse.error()));
    const { user } = renderTickets();
    await openCreate(user);
    await fill(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('خطا در ایجاد تیکت');
  });

  it('after creating from a filter that hides it, the filter is cleared', async () => {
    serveTickets({ tickets: [aTicket({ id: 't-old', title: 'قدیمی', status: 'closed' })] });
    const { user, router } = renderTickets({ search: '?status=closed' });
    await findCard('قدیمی');
    await openCreate(user);
    await fill(user);
    await user.click(submit());
    await dialogClosed();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await findCard('برداشت انجام نشد')).toBeInTheDocument();
  });
});
