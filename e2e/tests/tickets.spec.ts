import type { Page } from '@playwright/test';
import { errorEnvelopeSchema } from '@gold/contracts/common';
import { ticketResponseSchema } from '@gold/contracts/tickets';
import { expect, expectAccessibleInBothThemes, keepScreenshot, test, toastWith } from '../fixtures';

// The e2e server's agent answers after MOCK_AGENT_REPLY_MS = 1.5 s (playwright.config.ts), checked every second.

const tile = (page: Page, status: string) => page.getByRole('group', { name: status, exact: true });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const conversation = (page: Page) => page.getByRole('log', { name: 'گفتگو' });
const replyBox = (page: Page) => page.getByRole('textbox', { name: 'پاسخ شما' });

async function openCreate(page: Page) {
  await page.getByRole('button', { name: 'تیکت جدید' }).first().click();
  return page.getByRole('dialog', { name: 'ثبت تیکت جدید' });
}

test('a new ticket: listed and counted, the agent answers live, a reply, closed from the console', async ({
  page,
  signIn,
  control,
  request,
}, testInfo) => {
  const user = await signIn({ name: 'نرگس تیکتی', kycLevel: 1 });
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'پشتیبانی', level: 1 })).toBeVisible();
  await expect(page.getByText('هنوز تیکتی ثبت نکرده‌اید')).toBeVisible();
  await expect(tile(page, 'باز')).toContainText('۰');
  await keepScreenshot(page, testInfo, 'tickets-empty-1280');

  const create = await openCreate(page);
  await create.getByRole('textbox', { name: /^عنوان/ }).fill('واریز با رسید هنوز تأیید نشده');
  await create.getByRole('textbox', { name: /^شرح درخواست/ }).fill('رسید واریز دیروز را فرستادم ولی هنوز در انتظار تأیید است.');
  await create.getByRole('combobox', { name: /^دسته‌بندی/ }).selectOption({ label: 'کیف پول' });
  await expectAccessibleInBothThemes(page, 'tickets: create dialog');
  await keepScreenshot(page, testInfo, 'tickets-create-1280');
  await create.getByRole('button', { name: 'ثبت تیکت' }).click();
  await expect(toastWith(page, 'تیکت شما ثبت شد')).toBeVisible();
  await expect(create).toBeHidden();

  const ticket = card(page, 'واریز با رسید هنوز تأیید نشده');
  await expect(ticket).toContainText('باز');
  await expect(ticket).toContainText('کیف پول');
  await expect(ticket).toContainText('اولویت متوسط');
  await expect(ticket).toContainText(/TK-\d{4}-\d{5}/);
  await expect(tile(page, 'باز')).toContainText('۱');

  await ticket.getByRole('button', { name: 'مشاهده جزئیات' }).click();
  const detail = page.getByRole('dialog', { name: 'واریز با رسید هنوز تأیید نشده' });
  await expect(conversation(page).getByRole('listitem')).toHaveCount(1);
  // The agent's answer arrives in the open conversation, greets by first name, fits the category, and the
  // ticket moves to in progress.
  const answer = conversation(page).getByRole('listitem').filter({ hasText: 'کارشناس پشتیبانی' });
  await expect(answer).toContainText('سلام نرگس عزیز');
  await expect(answer).toContainText(/واریز|برداشت/);
  await expect(detail).toContainText('در حال بررسی');
  await expectAccessibleInBothThemes(page, 'tickets: conversation');
  await keepScreenshot(page, testInfo, 'tickets-conversation-1280');

  await replyBox(page).fill('ممنون، شماره پیگیری رسید ۸۸۲۱۴۵ است.');
  await page.getByRole('button', { name: 'ارسال پیام' }).click();
  const mine = conversation(page).getByRole('listitem').filter({ hasText: 'شماره پیگیری رسید ۸۸۲۱۴۵' });
  await expect(mine).toContainText('شما');
  await expect(replyBox(page)).toHaveValue('');
  // The agent answers the new message too.
  await expect(conversation(page).getByRole('listitem').filter({ hasText: 'کارشناس پشتیبانی' })).toHaveCount(2);

  // Closed from the control API while the conversation is open: the reply box goes, and the API refuses a message.
  const id = new URL(page.url()).searchParams.get('ticket')!;
  expect((await control.setTicketStatus(id, 'closed')).status).toBe('closed');
  await expect(detail.getByText('این تیکت بسته شده است و پیام جدید نمی‌پذیرد')).toBeVisible();
  await expect(replyBox(page)).toHaveCount(0);
  // The conversation shows the change as it comes (a log, which a screen reader hears): no toast repeats it over the
  // ticket, where on a phone it covered the reply box. The toast would come first: it needs no request.
  await expect(conversation(page).getByRole('listitem').filter({ hasText: 'وضعیت تیکت به «بسته‌شده» تغییر کرد.' })).toHaveCount(
    1,
  );
  await expect(toastWith(page, /تغییر وضعیت تیکت/)).toHaveCount(0);
  const refused = await request.post(`/api/tickets/${id}/messages`, {
    data: { content: 'پیام پس از بستن', type: 'user' },
    headers: { Authorization: `Bearer ${user.session.accessToken}` },
  });
  expect(refused.status()).toBe(409);
  expect(errorEnvelopeSchema.parse(await refused.json()).errorCode).toBe('TICKET_CLOSED');

  await detail.getByRole('button', { name: 'بستن' }).first().click();
  await expect(tile(page, 'بسته‌شده')).toContainText('۱');
  await expect(tile(page, 'باز')).toContainText('۰');
  await expectAccessibleInBothThemes(page, 'tickets: page');
  await keepScreenshot(page, testInfo, 'tickets-page-1280');
});

test('the create form asks for what is missing, keeps the title to 200 characters and counts the description', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/tickets');
  const create = await openCreate(page);
  await create.getByRole('button', { name: 'ثبت تیکت' }).click();
  await expect(create.getByText('لطفاً همه فیلدهای الزامی را پر کنید').first()).toBeVisible();

  const title = create.getByRole('textbox', { name: /^عنوان/ });
  await title.fill('ت'.repeat(205));
  await expect(title).toHaveValue('ت'.repeat(200));
  const description = create.getByRole('textbox', { name: /^شرح درخواست/ });
  await description.fill('سلام دنیا');
  await expect(create.getByText('۹ / ۲٬۰۰۰')).toBeVisible();
  await description.fill('ش'.repeat(2000));
  await expect(create.getByText('۲٬۰۰۰ / ۲٬۰۰۰')).toBeVisible();
  // The category and priority start at their defaults.
  await expect(create.getByRole('combobox', { name: /^دسته‌بندی/ }).locator('option:checked')).toHaveText('عمومی');
  await expect(create.getByRole('combobox', { name: /^اولویت/ }).locator('option:checked')).toHaveText('متوسط');
});

test('HTML typed in a message shows as text; a blank reply is refused; the phone layout', async ({
  page,
  signIn,
  control,
}, testInfo) => {
  const user = await signIn();
  const created = await control.asUser(user.session.accessToken, 'post', '/api/tickets', ticketResponseSchema, {
    title: 'تیکت آزمایش <b>نشانه‌گذاری</b>',
    description: 'شرح عادی',
    category: 'technical',
  });
  // The agent answers a new ticket within seconds, with a toast that at 375 px covers the send button. The answer
  // is awaited before the page opens, so no toast comes however quick or slow the steps before.
  await expect
    .poll(async () => {
      const ticket = await control.asUser(
        user.session.accessToken,
        'get',
        `/api/tickets/${created.data.id}`,
        ticketResponseSchema,
      );
      return ticket.data.messages?.filter((m) => m.type === 'admin').length;
    })
    .toBe(1);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/tickets?ticket=${created.data.id}`);
  const detail = page.getByRole('dialog', { name: 'تیکت آزمایش <b>نشانه‌گذاری</b>' });
  await expect(detail).toBeVisible();
  await expect(conversation(page).getByRole('listitem').filter({ hasText: 'کارشناس پشتیبانی' })).toHaveCount(1);

  await replyBox(page).fill('   ');
  await page.getByRole('button', { name: 'ارسال پیام' }).click();
  await expect(detail.getByText('متن پیام نمی‌تواند خالی باشد')).toBeVisible();

  const markup = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>پررنگ</b>';
  await replyBox(page).fill(markup);
  await page.getByRole('button', { name: 'ارسال پیام' }).click();
  await expect(conversation(page).getByText(markup)).toBeVisible();
  await expect(conversation(page).locator('img, script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(conversation(page).getByText(markup)).toHaveAttribute('dir', 'auto');

  // The salesperson answers from the console; the answer arrives live.
  await control.ticketMessage(created.data.id, 'پاسخ از کنسول نمایشی');
  await expect(conversation(page).getByText('پاسخ از کنسول نمایشی')).toBeVisible();
  await keepScreenshot(page, testInfo, 'tickets-conversation-375');
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, testInfo, 'tickets-conversation-375-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await detail.getByRole('button', { name: 'بستن' }).first().click();
  await expect(card(page, 'تیکت آزمایش <b>نشانه‌گذاری</b>')).toBeVisible();
  await keepScreenshot(page, testInfo, 'tickets-page-375');
});
