import { MAX_BANK_ACCOUNTS } from '@gold/contracts/constants';
import { errorMessage } from '@gold/contracts/errors';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import type { PasswordCriteria } from '@gold/contracts/rules/password';
import type { ErrorCatalogue } from '../../shared/api/errors';

/** Spec 1 sections 2, 5 and 8 for the settings screen, in Persian. */
export const SETTINGS_TEXT = {
  pageTitle: 'تنظیمات',
  notDefined: 'تعریف نشده',
  retry: 'تلاش دوباره',
  cancel: 'انصراف',
  edit: 'ویرایش',
  delete: 'حذف',
  sendRequest: 'ارسال درخواست',

  // KYC
  kycTitle: 'احراز هویت',
  kycRefreshFailed: 'خطا در به‌روزرسانی وضعیت احراز هویت',
  kycLoadFailed: 'خطا در دریافت وضعیت احراز هویت',
  kycLoading: 'در حال بارگذاری وضعیت احراز هویت',
  kycLevel: (level: string, max: string) => `سطح ${level} از ${max}`,
  kycProgress: 'پیشرفت احراز هویت',
  kycRefresh: 'به‌روزرسانی وضعیت',
  // Around a link to the profile tab (profileTitle).
  kycNotStartedBefore: 'هنوز احراز هویت نشده‌اید. کد ملی و تاریخ تولد خود را در',
  kycNotStartedAfter: 'ثبت کنید تا پس از تأیید مدیر به سطح ۱ برسید.',
  kycLevel1: 'سطح ۱: احراز هویت پایه',
  kycLevel1Grants: 'امکان خرید و فروش طلا',
  kycLevel2: 'سطح ۲: احراز هویت کامل',
  kycLevel2Grants: 'امکان برداشت از کیف پول',
  kycNeedsNationalId: 'تأیید کد ملی',
  kycNeedsBirthdate: 'تأیید تاریخ تولد',
  kycNeedsLevel1: 'تکمیل سطح ۱',
  kycNeedsBank: 'دست‌کم یک حساب بانکی تأییدشده',
  done: 'انجام شده',
  notDone: 'انجام نشده',

  // Profile
  profileTitle: 'اطلاعات کاربری',
  emailBanner: 'برای دریافت اطلاع‌رسانی‌های مهم، ایمیل خود را ثبت کنید.',
  emailUpdated: 'ایمیل با موفقیت به‌روزرسانی شد',
  requestSent: 'درخواست شما برای تأیید به مدیر ارسال شد',
  requestCancelled: 'درخواست لغو شد',
  pendingStatus: 'در انتظار تأیید مدیر',
  pendingLoadFailed: 'خطا در دریافت وضعیت درخواست‌های تغییر',
  verified: 'تأیید شده',
  notVerified: 'تأیید نشده',
  codeSent: 'کد تأیید به شماره جدید ارسال شد',
  mobileChanged: 'شماره موبایل با موفقیت تغییر کرد',
  mobileChangeCancelled: 'تغییر شماره موبایل لغو شد',
  sameMobile: errorMessage('SAME_MOBILE'),
  addEmail: 'افزودن ایمیل',
  nameLabel: 'نام و نام خانوادگی',
  editName: 'ویرایش نام و نام خانوادگی',
  emailLabel: 'ایمیل',
  editEmail: 'ویرایش ایمیل',
  nationalIdLabel: 'کد ملی',
  editNationalId: 'ویرایش کد ملی',
  birthdateLabel: 'تاریخ تولد',
  editBirthdate: 'ویرایش تاریخ تولد',
  checkingRequests: (label: string) => `در حال بررسی درخواست‌های ${label}`,

  // The editors
  emailForm: 'فرم ویرایش ایمیل',
  saveEmail: 'ذخیره ایمیل',
  nameForm: 'فرم درخواست تغییر نام',
  newName: 'نام و نام خانوادگی جدید',
  nationalIdForm: 'فرم درخواست تغییر کد ملی',
  newNationalId: 'کد ملی جدید',
  birthdateForm: 'فرم درخواست تغییر تاریخ تولد',
  newBirthdate: 'تاریخ تولد جدید',
  birthdateHint: 'تاریخ تولد را به تقویم شمسی وارد کنید؛ مثلاً ۱۳۷۰ / ۰۵ / ۲۳',
  birthdateParts: { year: 'سال', month: 'ماه', day: 'روز' },

  // A pending change
  changeRequestTitle: {
    name: 'درخواست تغییر نام',
    'national-id': 'درخواست تغییر کد ملی',
    birthdate: 'درخواست تغییر تاریخ تولد',
  } satisfies Record<ChangeRequestKind, string>,
  requestedValue: 'مقدار درخواستی',
  requestDate: 'تاریخ درخواست',
  requestStatus: 'وضعیت',
  cancelRequest: 'لغو درخواست',

  // The mobile
  mobileLabel: 'شماره موبایل',
  changeMobile: 'تغییر شماره موبایل',
  change: 'تغییر',
  // Around the new number.
  mobileChangedBefore: 'شماره موبایل شما به',
  mobileChangedAfter: 'تغییر کرد.',
  mobileSteps: ['شماره جدید', 'کد تأیید', 'پایان'],
  newMobileForm: 'فرم شماره موبایل جدید',
  newMobile: 'شماره موبایل جدید',
  currentPassword: 'رمز عبور فعلی',
  mobilePasswordHint: 'برای امنیت حساب، تغییر شماره با رمز عبور فعلی تأیید می‌شود.',
  sendCode: 'ارسال کد تأیید',
  newMobileCodeForm: 'فرم کد تأیید شماره جدید',
  confirmMobile: 'تأیید و تغییر شماره',

  // Bank accounts
  bankTitle: 'حساب‌های بانکی',
  bankAdded: 'حساب بانکی اضافه شد و در انتظار تأیید است',
  bankEdited: 'حساب بانکی ویرایش شد و دوباره در انتظار تأیید است',
  bankDeleted: 'حساب بانکی حذف شد',
  bankLoadFailed: 'خطا در بارگذاری حساب‌های بانکی',
  banksLoadFailed: 'خطا در دریافت فهرست بانک‌ها',
  invalidResponse: 'پاسخ نامعتبر از سرور',
  copied: 'کپی شد',
  copyFailed: 'خطا در کپی کردن متن',
  bankLimit: errorMessage('BANK_ACCOUNT_LIMIT', { max: MAX_BANK_ACCOUNTS }),
  bankCount: (count: string) => `کل حساب‌ها: ${count}`,
  bankCountVerified: (count: string) => `تأییدشده: ${count}`,
  bankCountPending: (count: string) => `در انتظار تأیید: ${count}`,
  addBank: 'افزودن حساب بانکی',
  bankLoading: 'در حال بارگذاری حساب‌های بانکی',
  bankEmpty: 'هنوز حساب بانکی ثبت نکرده‌اید',
  bankEmptyHint: 'برای برداشت وجه و رسیدن به سطح ۲ احراز هویت، دست‌کم یک حساب بانکی به نام خودتان اضافه کنید.',
  bankRulesTitle: 'قوانین حساب بانکی',
  bankRuleOwner: 'حساب بانکی باید به نام خود شما باشد.',
  bankRuleNumbers: 'می‌توانید شماره حساب، شماره شبا یا شماره کارت را وارد کنید.',
  bankRuleDays: (min: string, max: string) => `تأیید حساب بانکی معمولاً ${min} تا ${max} روز کاری زمان می‌برد.`,
  bankRuleMax: (max: string) => `حداکثر ${max} حساب بانکی می‌توانید ثبت کنید.`,
  deleteBankTitle: 'حذف حساب بانکی',
  deleteBankConfirm: 'حذف حساب',
  // Around the account number.
  deleteBankBefore: (bank: string) => `حساب ${bank} به شماره`,
  deleteBankAfter: 'حذف شود؟ این کار بازگشت‌پذیر نیست.',

  // A bank account
  bankStatus: { verified: 'فعال', pending: 'در انتظار تأیید', rejected: 'رد شده' },
  unknownBank: 'بانک نامشخص',
  accountNumber: 'شماره حساب',
  iban: 'شماره شبا',
  cardNumber: 'شماره کارت',
  accountOwner: 'صاحب حساب',
  copyIban: 'کپی شماره شبا',
  /** 'ویرایش حساب بانک ملت مختوم به ۰۰۰۱': which of several cards a button acts on, for a screen reader. */
  accountAction: (action: string, bank: string, ending: string) => `${action} حساب ${bank} مختوم به ${ending}`,

  // The bank account dialog
  editBank: 'ویرایش حساب بانکی',
  cardNumberOptional: 'شماره کارت (اختیاری)',
  ownerName: 'نام صاحب حساب',
  ownerNameHint: 'حساب باید به نام خود شما باشد.',
  saveChanges: 'ذخیره تغییرات',
  addAccount: 'افزودن حساب',
  editBankTitle: 'تأیید ویرایش حساب بانکی',
  editBankConfirm: 'ویرایش و ارسال برای تأیید',
  editBankWarning:
    'با ویرایش، این حساب دوباره در وضعیت «در انتظار تأیید» قرار می‌گیرد و تا تأیید دوباره مدیر قابل استفاده نیست. ادامه می‌دهید؟',
  bank: 'بانک',
  banksLoading: 'در حال بارگذاری فهرست بانک‌ها…',
  bankPlaceholder: 'نام بانک را به فارسی یا انگلیسی بنویسید',
  bankList: 'فهرست بانک‌ها',
  bankChosen: 'انتخاب‌شده',
  bankNotFound: 'بانکی با این نام پیدا نشد',

  // Security
  securityTitle: 'امنیت و رمز عبور',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد',
  wrongPassword: errorMessage('WRONG_PASSWORD'),
  passwordForm: 'فرم تغییر رمز عبور',
  changePassword: 'تغییر رمز عبور',
  tipsTitle: 'نکات امنیتی',
  criteriaIntro: 'رمز عبور قوی دست‌کم ۳ مورد از ۵ معیار زیر را دارد:',
  criteriaLabel: 'معیارهای رمز عبور قوی',
  criteria: {
    length: 'دست‌کم ۸ کاراکتر',
    lowercase: 'حرف کوچک انگلیسی (a-z)',
    uppercase: 'حرف بزرگ انگلیسی (A-Z)',
    digit: 'عدد (۰-۹)',
    symbol: 'نماد، مانند ! @ # $',
  } satisfies Record<keyof PasswordCriteria, string>,
  criterionMet: 'رعایت شده',
  criterionNotMet: 'رعایت نشده',
  tips: [
    'رمز عبور خود را در اختیار هیچ‌کس، حتی پشتیبانی، قرار ندهید.',
    'از رمز عبوری که در سایت‌های دیگر به کار برده‌اید استفاده نکنید.',
    'پس از تغییر رمز، نشست‌های دیگر شما بسته می‌شوند.',
  ],
} as const;

/** Form messages (spec 1 section 5). */
export const FIELD_TEXT = {
  nameRequired: 'لطفاً نام و نام خانوادگی را وارد کنید',
  newMobileRequired: 'لطفاً شماره موبایل جدید را وارد کنید',
  currentPasswordRequired: 'لطفاً رمز عبور فعلی را وارد کنید',
  emailRequired: 'لطفاً ایمیل را وارد کنید',
  nationalIdRequired: 'لطفاً کد ملی را وارد کنید',
  nationalIdLength: 'کد ملی باید ۱۰ رقم باشد',
  nationalIdInvalid: errorMessage('INVALID_NATIONAL_ID'),
  birthdateRequired: 'لطفاً سال، ماه و روز تولد را وارد کنید',
  birthdateYear: 'سال باید ۴ رقم و بین ۱۳۰۰ تا ۱۴۱۰ باشد',
  birthdateMonth: 'ماه باید بین ۱ تا ۱۲ باشد',
  birthdateDay: 'روز باید بین ۱ تا ۳۱ باشد',
  birthdateDay30: 'ماه‌های مهر تا اسفند حداکثر ۳۰ روز دارند',
  bankRequired: 'لطفاً بانک را از فهرست انتخاب کنید',
  accountNumberRequired: 'لطفاً شماره حساب را وارد کنید',
  accountNumberInvalid: 'شماره حساب معتبر نیست',
  ibanRequired: 'لطفاً شماره شبا را وارد کنید',
  ibanLength: 'شماره شبا باید IR و ۲۴ رقم باشد',
  ibanInvalid: errorMessage('INVALID_IBAN'),
  cardInvalid: errorMessage('INVALID_CARD_NUMBER'),
} as const;

const settingsCatalogue = (fallback: string): ErrorCatalogue => ({ preferServerMessage: true, fallback });

/** Settings toasts show the server's message, or these fallbacks (spec 1 section 8). */
export const SETTINGS_ERRORS = {
  codeSend: settingsCatalogue('خطا در ارسال کد تأیید، لطفاً دوباره تلاش کنید'),
  confirmCode: settingsCatalogue(errorMessage('INVALID_OTP')),
  name: settingsCatalogue('خطا در ثبت درخواست تغییر نام'),
  nationalId: settingsCatalogue('خطا در ثبت درخواست تغییر کد ملی'),
  birthdate: settingsCatalogue('خطا در ثبت درخواست تغییر تاریخ تولد'),
  email: settingsCatalogue('خطا در به‌روزرسانی ایمیل'),
  cancel: settingsCatalogue('خطا در لغو درخواست'),
  password: { ...settingsCatalogue('خطا در تغییر رمز عبور'), byCode: { WRONG_PASSWORD: SETTINGS_TEXT.wrongPassword } },
  bankAdd: { ...settingsCatalogue('خطا در افزودن حساب بانکی'), invalidResponse: SETTINGS_TEXT.invalidResponse },
  bankEdit: settingsCatalogue('خطا در ویرایش حساب بانکی'),
  bankDelete: settingsCatalogue('خطا در حذف حساب بانکی'),
} satisfies Record<string, ErrorCatalogue>;
