import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, SEED_ACCOUNTS, type SeedAccount } from '../domain/seed/demo-data';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function accountState(a: SeedAccount): string {
  if (!a.isVerified) return 'تأییدنشده: ورود به صفحهٔ کد می‌رود';
  if (!a.isActive) return 'غیرفعال';
  if (a.restricted) return 'محدودشده';
  return `فعال، سطح احراز ${a.kycLevel.toLocaleString('fa-IR')}`;
}

const accountRows = () =>
  SEED_ACCOUNTS.map(
    (a) =>
      `<tr><td dir="ltr">${escapeHtml(`0${a.mobile.slice(3)}`)}</td><td>${escapeHtml(a.name)}</td><td>${escapeHtml(accountState(a))}</td></tr>`,
  ).join('\n');

/**
 * The demo console: a salesperson reads codes, decides approvals and steers the market and the price.
 * Its behaviour is in console-client.js, served as a file because the CSP allows no inline script.
 */
export function consolePage(): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>کنسول نمایشی سرور شبیه‌ساز</title>
<style>
  body { font-family: Vazirmatn, Tahoma, sans-serif; margin: 0; background: #f6f7f9; color: #1d2330; line-height: 1.7; }
  header, main { max-width: 64rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.4rem; margin: 0; }
  section { background: #fff; border: 1px solid #d8dce3; border-radius: 0.5rem; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: start; padding: 0.35rem 0.5rem; border-bottom: 1px solid #eceef2; vertical-align: top; }
  button { min-height: 2rem; padding: 0.25rem 0.8rem; margin-inline-end: 0.4rem; border: 1px solid #8a6d1f; border-radius: 0.3rem; background: #fff; color: #5c4710; font: inherit; cursor: pointer; }
  button[aria-pressed="true"], button.primary { background: #8a6d1f; color: #fff; }
  button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
  textarea { font: inherit; width: 100%; max-width: 40rem; box-sizing: border-box; padding: 0.3rem 0.5rem; }
  select { font: inherit; padding: 0.2rem 0.4rem; }
  #ticket-form { margin-top: 0.75rem; border-top: 1px solid #eceef2; padding-top: 0.5rem; }
  .excerpt { max-width: 16rem; overflow-wrap: anywhere; }
  td[dir="ltr"] { white-space: nowrap; }
  label { display: inline-block; margin-inline-end: 1rem; }
  input { font: inherit; width: 9rem; padding: 0.2rem 0.4rem; }
  .code { font-family: monospace; font-size: 1.15rem; letter-spacing: 0.15em; }
  #status { min-height: 1.7em; font-weight: bold; }
  #sandbox-qr img { display: block; background: #fff; }
  #sandbox-qr a { overflow-wrap: anywhere; }
</style>
</head>
<body>
<header>
  <h1>کنسول نمایشی سرور شبیه‌ساز</h1>
  <p>کدهای ارسالی، درخواست‌های در انتظار تأیید، معامله‌ها و تیکت‌های باز، بازار و قیمت. فهرست‌ها هر دو ثانیه به‌روز می‌شوند.</p>
  <p><a href="/__mock/api-docs">مرجع API</a> (<a href="/openapi.json" dir="ltr">openapi.json</a>)</p>
</header>
<main>
  <p id="status" role="status" aria-live="polite"></p>

  <section aria-labelledby="sandboxes-title" id="sandboxes-section" hidden>
    <h2 id="sandboxes-title">محیط‌های نمایشی جدا</h2>
    <p>هر محیط نمایشی دنیای خودش را دارد: مشتری‌ها، معامله‌ها، قیمت، بازار و تأییدها. چند کارشناس فروش با هم نمایش می‌دهند و کار هیچ‌کدام به دیگری نمی‌رسد. <output id="sandboxes-limits"></output></p>
    <p>این کنسول و این مرورگر الان در: <strong><output id="sandbox-current">…</output></strong> <a id="sandbox-exit" href="/__mock/sandbox-exit" hidden>بازگشت به نسخهٔ نمایشی اصلی</a></p>
    <button type="button" id="sandbox-create" class="primary">ساخت محیط نمایشی تازه</button>
    <table>
      <thead><tr><th scope="col">محیط</th><th scope="col">ساخته‌شده</th><th scope="col">آخرین استفاده</th><th scope="col">وضعیت</th><th scope="col">اقدام</th></tr></thead>
      <tbody id="sandboxes"></tbody>
    </table>
    <p id="sandboxes-empty">هنوز محیط نمایشی جدایی ساخته نشده است.</p>
    <figure id="sandbox-qr" hidden>
      <img id="sandbox-qr-image" alt="" width="232" height="232">
      <figcaption>این کد را با دوربین گوشی مشتری اسکن کنید تا پنل در همین محیط نمایشی باز شود: <a id="sandbox-qr-link" dir="ltr"></a></figcaption>
    </figure>
  </section>

  <section aria-labelledby="otps-title">
    <h2 id="otps-title">کدهای اخیر</h2>
    <table>
      <thead><tr><th scope="col">موبایل</th><th scope="col">کد</th><th scope="col">کاربرد</th><th scope="col">وضعیت</th></tr></thead>
      <tbody id="otps"></tbody>
    </table>
    <p id="otps-empty">هنوز کدی ارسال نشده است.</p>
  </section>

  <section aria-labelledby="approvals-title">
    <h2 id="approvals-title">در انتظار تأیید</h2>
    <table>
      <thead><tr><th scope="col">نوع</th><th scope="col">موبایل</th><th scope="col">شرح</th><th scope="col">زمان</th><th scope="col">اقدام</th></tr></thead>
      <tbody id="approvals"></tbody>
    </table>
    <p id="approvals-empty">درخواستی در انتظار تأیید نیست.</p>
  </section>

  <section aria-labelledby="trades-title">
    <h2 id="trades-title">درخواست‌های معامله باز</h2>
    <p>هر درخواست ۶۰ ثانیه برای تأیید مهلت دارد؛ «پایان مهلت» آن را همین حالا منقضی می‌کند و مبلغ نگه‌داشته آزاد می‌شود.</p>
    <table>
      <thead><tr><th scope="col">موبایل</th><th scope="col">درخواست</th><th scope="col">پیشنهادها</th><th scope="col">مهلت تا</th><th scope="col">اقدام</th></tr></thead>
      <tbody id="trades"></tbody>
    </table>
    <p id="trades-empty">درخواست معامله بازی نیست.</p>
  </section>

  <section aria-labelledby="tickets-title">
    <h2 id="tickets-title">تیکت‌های باز</h2>
    <p>تیکت‌هایی که بسته نشده‌اند، آن‌که بیشتر منتظر مانده اول. «انتخاب» تیکت را به فرم پاسخ می‌برد تا به‌جای کارشناس پاسخ دهید یا وضعیتش را عوض کنید.</p>
    <table>
      <thead><tr><th scope="col">شماره</th><th scope="col">مشتری</th><th scope="col">تیکت</th><th scope="col">وضعیت</th><th scope="col">آخرین پیام</th><th scope="col">اقدام</th></tr></thead>
      <tbody id="tickets"></tbody>
    </table>
    <p id="tickets-empty">تیکت بازی نیست.</p>
    <form id="ticket-form">
      <p>تیکت انتخاب‌شده: <output id="ticket-selected">هیچ</output></p>
      <label for="ticket-content">متن پاسخ</label><br>
      <textarea id="ticket-content" name="content" rows="3" maxlength="2000" dir="auto" required disabled></textarea><br>
      <label>فرستنده
        <select name="type" disabled><option value="admin">کارشناس پشتیبانی</option><option value="system">سیستم</option></select>
      </label>
      <button type="submit" class="primary" disabled>ارسال پاسخ</button>
      <label>وضعیت
        <select name="status" id="ticket-status" disabled>
          <option value="open">باز</option><option value="in_progress">در حال بررسی</option><option value="resolved">حل‌شده</option><option value="closed">بسته‌شده</option>
        </select>
      </label>
      <button type="button" id="ticket-status-save" disabled>تغییر وضعیت</button>
    </form>
  </section>

  <section aria-labelledby="scenarios-title">
    <h2 id="scenarios-title">سناریوهای نمایشی</h2>
    <p>هر سناریو داستانی آماده است که گام‌به‌گام و با فاصله اجرا می‌شود. گامی که به کار مشتری بستگی دارد (ثبت‌نام، احراز هویت، واریز، برداشت، تیکت، هشدار قیمت یا معامله) صبر می‌کند تا مشتری آن کار را بکند، هر قدر هم طول بکشد. شمارهٔ موبایل مشتری اختیاری است؛ بی آن، نخستین کسی که پس از شروع پخش چنین کاری بکند مشتری داستان می‌شود.</p>
    <form id="scenario-form">
      <label for="scenario-name">سناریو</label>
      <select id="scenario-name" name="name" required></select>
      <label>موبایل مشتری (اختیاری) <input id="scenario-mobile" name="mobile" inputmode="tel" dir="ltr" autocomplete="off"></label>
      <button type="submit" class="primary">پخش</button>
      <button type="button" id="scenario-pause" disabled>مکث</button>
      <button type="button" id="scenario-resume" disabled>ادامه</button>
      <button type="button" id="scenario-stop" disabled>توقف</button>
    </form>
    <p id="scenario-description"></p>
    <p>پخش: <output id="scenario-state">…</output></p>
    <table>
      <thead><tr><th scope="col">گام</th><th scope="col">شرح</th><th scope="col">وضعیت</th><th scope="col">آنچه رخ داد</th></tr></thead>
      <tbody id="scenario-steps"></tbody>
    </table>
  </section>

  <section aria-labelledby="market-title">
    <h2 id="market-title">بازار</h2>
    <p>وضعیت فعلی: <output id="market-state">…</output></p>
    <div role="group" aria-labelledby="market-title">
      <button type="button" data-market="open" aria-pressed="false">همیشه باز</button>
      <button type="button" data-market="closed" aria-pressed="false">بسته</button>
      <button type="button" data-market="hours" aria-pressed="false">طبق ساعات کاری</button>
    </div>
  </section>

  <section aria-labelledby="price-title">
    <h2 id="price-title">قیمت طلای ۱۸ عیار (هر گرم)</h2>
    <p>قیمت فعلی: <output id="price-state">…</output></p>
    <form id="price-form">
      <label>قیمت خرید (تومان) <input name="buyPrice" inputmode="numeric" dir="ltr" required></label>
      <label>قیمت فروش (تومان) <input name="sellPrice" inputmode="numeric" dir="ltr" required></label>
      <button type="submit" class="primary">ثابت نگه‌داشتن قیمت</button>
      <button type="button" id="price-walk">ادامهٔ نوسان</button>
    </form>
  </section>

  <section aria-labelledby="ledger-title">
    <h2 id="ledger-title">دفتر کل</h2>
    <p><output id="ledger-state">…</output></p>
    <table>
      <thead><tr><th scope="col">ارز</th><th scope="col">جمع بدهکار</th><th scope="col">جمع بستانکار</th></tr></thead>
      <tbody id="ledger"></tbody>
    </table>
  </section>

  <section aria-labelledby="accounts-title">
    <h2 id="accounts-title">حساب‌های نمونه</h2>
    <p>رمز عبور همهٔ حساب‌ها: <code dir="ltr">${escapeHtml(DEMO_PASSWORD)}</code></p>
    <table>
      <thead><tr><th scope="col">موبایل</th><th scope="col">نام</th><th scope="col">وضعیت</th></tr></thead>
      <tbody>
${accountRows()}
      </tbody>
    </table>
  </section>
</main>
<script src="/__mock/console.js" defer></script>
<script src="/__mock/console-sandboxes.js" defer></script>
<script src="/__mock/scenarios-console.js" defer></script>
</body>
</html>
`;
}

const scripts = new Map<string, string>();
/** A script of the console, read once from beside this module (the bundle's build.mjs copies them). */
export const consoleScript = (file: 'console-client.js' | 'console-sandboxes.js' | 'scenarios-client.js') => {
  let script = scripts.get(file);
  if (script === undefined) {
    script = readFileSync(join(import.meta.dirname, file), 'utf8');
    scripts.set(file, script);
  }
  return script;
};
