import type { TicketCategory } from '@gold/contracts/tickets';

/**
 * What the simulated support agent writes: a first answer that fits the ticket's category, and a shorter one to each
 * later message of the customer. Each list offers a few, so a demo does not read the same sentence twice in a row.
 */
const FIRST_ANSWERS: Record<TicketCategory, readonly string[]> = {
  general: [
    'پیام شما دریافت شد و کارشناسان ما در حال بررسی آن هستند. نتیجه را به‌زودی در همین تیکت اطلاع می‌دهیم.',
    'از اینکه با پشتیبانی در تماس هستید سپاسگزاریم. درخواست شما را بررسی می‌کنیم و در همین گفت‌وگو پاسخ می‌دهیم.',
  ],
  technical: [
    'ممنون از گزارش شما. موضوع را برای تیم فنی فرستادیم. اگر ممکن است نام مرورگر و مدل دستگاه خود را هم بنویسید تا سریع‌تر بررسی شود.',
    'لطفاً یک بار از حساب خارج شوید، صفحه را کامل بازخوانی کنید و دوباره وارد شوید. اگر مشکل ادامه داشت، در همین تیکت خبر دهید تا تیم فنی پیگیری کند.',
  ],
  billing: [
    'درخواست شما به واحد مالی ارجاع شد. بررسی تراکنش‌ها معمولاً تا یک روز کاری طول می‌کشد و نتیجه در همین تیکت اعلام می‌شود.',
    'برای بررسی دقیق‌تر، لطفاً تاریخ، مبلغ و شمارهٔ پیگیری تراکنش را در همین تیکت بنویسید تا واحد مالی آن را پیگیری کند.',
  ],
  trading: [
    'درخواست شما را در سامانهٔ معاملات بررسی می‌کنیم. یادآوری: هر پیشنهاد فروشنده تا ۶۰ ثانیه معتبر است و معامله فقط در ساعات کاری بازار انجام می‌شود.',
    'جزئیات معامله‌های شما در بخش «تاریخچه معاملات» ثبت است. کارشناس معاملات موضوع را بررسی می‌کند و به‌زودی پاسخ می‌دهد.',
  ],
  wallet: [
    'موضوع کیف پول شما در حال بررسی است. واریز با رسید پس از تأیید واحد مالی به موجودی اضافه می‌شود و نتیجه را در همین تیکت اعلام می‌کنیم.',
    'درخواست‌های برداشت پس از تأیید به حساب بانکی تأییدشدهٔ شما واریز می‌شوند. وضعیت درخواست شما را بررسی می‌کنیم و خبر می‌دهیم.',
  ],
  kyc: [
    'مدارک احراز هویت شما در صف بررسی است. بررسی معمولاً تا یک روز کاری طول می‌کشد و نتیجه را با اعلان به شما اطلاع می‌دهیم.',
    'برای رسیدن به سطح ۲ احراز هویت کافی است یک حساب بانکی به نام خودتان در بخش تنظیمات ثبت کنید؛ پس از تأیید حساب، سطح شما به‌روز می‌شود.',
  ],
};

const FOLLOW_UPS: readonly string[] = [
  'پیام شما دریافت شد. کارشناس مربوط در حال پیگیری است و نتیجه را در همین تیکت اعلام می‌کنیم.',
  'ممنون از توضیحات شما. موضوع را پیگیری می‌کنیم و به‌زودی خبر می‌دهیم.',
  'توضیحات شما به پرونده اضافه شد. اگر نکتهٔ دیگری هست، در همین تیکت بنویسید.',
];

/** The greeting uses the first name only, as a Persian support desk writes it. */
const greeting = (name: string) => {
  const first = name.trim().split(/\s+/)[0];
  return first ? `سلام ${first} عزیز،` : 'سلام،';
};

/** The agent's answer: `first` for a ticket no one has answered yet, otherwise a follow-up. */
export function agentReply(random: () => number, category: TicketCategory, customerName: string, first: boolean): string {
  const choices = first ? FIRST_ANSWERS[category] : FOLLOW_UPS;
  return `${greeting(customerName)} ${choices[Math.floor(random() * choices.length)]}`;
}
