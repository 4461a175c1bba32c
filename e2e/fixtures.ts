import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { PNG } from 'pngjs';
import { test as base, expect, type APIRequestContext, type APIResponse, type Page, type TestInfo } from '@playwright/test';
import {
  controlApprovalsResponseSchema,
  controlNotificationResponseSchema,
  controlOtpResponseSchema,
  controlSandboxResponseSchema,
  controlScenarioPlaybackResponseSchema,
  controlScenariosResponseSchema,
  controlTicketMessageResponseSchema,
  controlTicketUpdateResponseSchema,
  controlUserResponseSchema,
  type ApprovalItem,
  type ApprovalKind,
  type ControlCreateUserRequest,
  type ControlFaults,
  type ControlNotificationRequest,
  type ControlOtpResponse,
  type ControlPriceRequest,
  type ControlSandbox,
  type ControlScenarioPlayRequest,
  type ControlUpdateUserRequest,
  type MarketMode,
  type ScenarioPlayback,
  type ScenarioStepState,
} from '@gold/contracts/control';
import { authResponseSchema, type AuthResponse } from '@gold/contracts/auth';
import { okMessageSchema } from '@gold/contracts/common';
import type { Notification } from '@gold/contracts/notifications';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import type { TicketStatus } from '@gold/contracts/tickets';
import {
  createTradeResponseSchema,
  executeTradeResponseSchema,
  tradeOffersResponseSchema,
  type TradeOffer,
  type TradeSide,
} from '@gold/contracts/trading';
import { marketStatusResponseSchema, type MarketStatus } from '@gold/contracts/prices';
import type { User } from '@gold/contracts/profile';

export const PASSWORD = 'Gold@1234';

let counter = 0;
/** A mobile no other test uses: 0912 + 7 digits from the time and a counter. */
export function uniqueMobile(): string {
  counter += 1;
  const tail = String((Date.now() % 100_000) * 100 + (counter % 100))
    .padStart(7, '0')
    .slice(-7);
  return `0912${tail}`;
}

/** What the answer's contract parses; any zod schema from `@gold/contracts` is one. */
export type Schema<T> = { parse(data: unknown): T };

/** The answer of a 2xx, parsed by its contract: a drift between the mock and the contracts fails the test here. */
async function ok<T>(res: APIResponse, schema: Schema<T>): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return schema.parse(await res.json());
}

export type Session = AuthResponse['data'];
/** A user the control API created, with what signing in needs: the password and the mobile as typed (`09…`). */
export type CreatedUser = User & { password: string; localMobile: string };

/** The mock's control API: every fixture sets up its data here, never through the UI. */
export class Control {
  constructor(private readonly request: APIRequestContext) {}

  async createUser(overrides: Partial<ControlCreateUserRequest> = {}): Promise<CreatedUser> {
    const mobile = overrides.mobile ?? uniqueMobile();
    const body = { mobile, name: 'کاربر آزمایشی', password: PASSWORD, ...overrides };
    const { user } = await ok(await this.request.post('/__mock/users', { data: body }), controlUserResponseSchema);
    return { ...user, password: body.password, localMobile: mobile };
  }

  async updateUser(mobile: string, patch: ControlUpdateUserRequest): Promise<User> {
    const res = await this.request.patch(`/__mock/users/${encodeURIComponent(mobile)}`, { data: patch });
    return (await ok(res, controlUserResponseSchema)).user;
  }

  /** The newest code sent to a mobile, waiting briefly for it to be issued. */
  async otp(mobile: string, purpose?: ControlOtpResponse['purpose']): Promise<string> {
    let found: ControlOtpResponse | null = null;
    await expect
      .poll(async () => {
        const res = await this.request.get(`/__mock/otp/${encodeURIComponent(mobile)}`);
        found = res.ok() ? controlOtpResponseSchema.parse(await res.json()) : null;
        return found && (!purpose || found.purpose === purpose);
      })
      .toBe(true);
    return found!.otp;
  }

  async setPrice(price: ControlPriceRequest) {
    await ok(await this.request.put('/__mock/price', { data: price }), okMessageSchema);
  }

  async setMarket(mode: MarketMode) {
    await ok(await this.request.put('/__mock/market', { data: { mode } }), okMessageSchema);
  }

  /** The market's state as the panel reads it (`GET /market-status`). */
  async marketStatus(): Promise<MarketStatus> {
    return (await ok(await this.request.get('/market-status'), marketStatusResponseSchema)).data;
  }

  async setFaults(faults: ControlFaults) {
    await ok(await this.request.put('/__mock/faults', { data: faults }), okMessageSchema);
  }

  async disconnectSockets(refuseMs = 0) {
    await ok(await this.request.post('/__mock/sockets/disconnect', { data: { refuseMs } }), okMessageSchema);
  }

  async approvals(): Promise<ApprovalItem[]> {
    return (await ok(await this.request.get('/__mock/approvals'), controlApprovalsResponseSchema)).items;
  }

  /** Decides the one pending item of `kind` for `mobile`. */
  async decide(mobile: string, kind: ApprovalKind, decision: 'approve' | 'reject' = 'approve') {
    const local = mobile.startsWith('0') ? `+98${mobile.slice(1)}` : mobile;
    let item: ApprovalItem | undefined;
    await expect
      .poll(async () => {
        item = (await this.approvals()).find((i) => i.kind === kind && i.mobile === local);
        return Boolean(item);
      })
      .toBe(true);
    await ok(await this.request.post(`/__mock/approvals/${kind}/${item!.id}`, { data: { decision } }), okMessageSchema);
  }

  async notify(mobile: string, body: ControlNotificationRequest): Promise<Notification> {
    const res = await this.request.post(`/__mock/notifications/${encodeURIComponent(mobile)}`, { data: body });
    return (await ok(res, controlNotificationResponseSchema)).notification;
  }

  /** Writes in a ticket as the support agent (or the system), as the demo console does. */
  async ticketMessage(ticketId: string, content: string, type: 'admin' | 'system' = 'admin') {
    const res = await this.request.post(`/__mock/tickets/${ticketId}/messages`, { data: { content, type } });
    return (await ok(res, controlTicketMessageResponseSchema)).message;
  }

  async setTicketStatus(ticketId: string, status: TicketStatus) {
    const res = await this.request.patch(`/__mock/tickets/${ticketId}`, { data: { status } });
    return (await ok(res, controlTicketUpdateResponseSchema)).ticket;
  }

  /** Calls the provider API as the customer; the answer is parsed by `schema`, its contract. */
  async asUser<T>(
    token: string,
    method: 'post' | 'patch' | 'delete' | 'get',
    path: string,
    schema: Schema<T>,
    data?: object,
  ): Promise<T> {
    return ok(await this.request[method](path, { data, headers: { Authorization: `Bearer ${token}` } }), schema);
  }

  /**
   * A whole trade as the customer, through the provider API as the panel makes it: the request at `price`, its
   * offers awaited, and the best one executed. Answers what moved: the price per gram and the Toman.
   */
  async trade(token: string, type: TradeSide, grams: number, price: number) {
    const { requestId } = await this.asUser(token, 'post', '/api/trade-requests', createTradeResponseSchema, {
      type,
      symbol: GOLD_SYMBOL,
      amount: grams,
      price,
    });
    let offers: TradeOffer[] = [];
    await expect
      .poll(async () => {
        const path = `/api/trade-requests/${requestId}/offers`;
        offers = (await this.asUser(token, 'get', path, tradeOffersResponseSchema)).offers ?? [];
        return offers.length;
      })
      .toBeGreaterThan(0);
    const best = offers.reduce((a, b) => ((type === 'buy' ? b.price < a.price : b.price > a.price) ? b : a));
    const done = await this.asUser(token, 'post', `/api/trade-requests/${requestId}/execute`, executeTradeResponseSchema, {
      offerId: best.id,
    });
    return { price: done.price!, total: done.total! };
  }

  /** Plays a demo scenario in the mock (a higher `speed` shortens its delays); answers the playback as it starts. */
  async playScenario(name: string, body: ControlScenarioPlayRequest = {}): Promise<ScenarioPlayback> {
    const res = await this.request.post(`/__mock/scenarios/${name}/play`, { data: body });
    return (await ok(res, controlScenarioPlaybackResponseSchema)).playback!;
  }

  async scenarioPlayback(): Promise<ScenarioPlayback | null> {
    return (await ok(await this.request.get('/__mock/scenarios'), controlScenariosResponseSchema)).playback;
  }

  /** Waits for step `index` (from 0) of the playing scenario to reach `state`; answers the playback then. */
  async scenarioStep(index: number, state: ScenarioStepState = 'done'): Promise<ScenarioPlayback> {
    let playback: ScenarioPlayback | null = null;
    await expect
      .poll(async () => {
        playback = await this.scenarioPlayback();
        return playback?.steps[index]?.state;
      })
      .toBe(state);
    return playback!;
  }

  async stopScenario() {
    await ok(await this.request.post('/__mock/scenarios/stop'), controlScenarioPlaybackResponseSchema);
  }

  async signInTokens(mobile: string, password = PASSWORD): Promise<Session> {
    return (await ok(await this.request.post('/user-auth/login', { data: { mobile, password } }), authResponseSchema)).data;
  }

  /** A sandbox: a world of its own, entered through its URL. */
  async createSandbox(): Promise<ControlSandbox> {
    return (await ok(await this.request.post('/__mock/sandboxes'), controlSandboxResponseSchema)).sandbox;
  }

  async deleteSandbox(id: string): Promise<void> {
    await ok(await this.request.delete(`/__mock/sandboxes/${id}`), okMessageSchema);
  }
}

/** Stores a session the way the panel does, before any page script runs. */
export async function storeSession(page: Page, session: Session) {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('auth_token', s.accessToken);
    localStorage.setItem('refresh_token', s.refreshToken);
    localStorage.setItem('user_data', JSON.stringify(s.user));
  }, session);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };

/**
 * Zero serious or critical axe violations, in the theme currently shown.
 *
 * axe-core runs in the page itself, loaded once per document. @axe-core/playwright loaded the whole library into every
 * frame on every scan and finished each in a new blank page, about three times slower over a hundred scans a run
 * (docs/benchmarks.md › Test and install times). The panel has no frames for it to reach into.
 */
export async function expectAccessible(page: Page, label: string) {
  // Scan the settled page: a colour caught half-way through a transition is not what anyone reads.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** axe in light and then dark (the 'system' theme follows the emulated preference). */
export async function expectAccessibleInBothThemes(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/light/);
  await expectAccessible(page, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page, `${label} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Nothing scrolls sideways at `width` px, once the layout has settled. The shell switches to its phone layout when its
 * media query's listener fires, a render after the viewport changes: in between, the header's market chip still sits
 * in the desktop row, up to about 150 px past the left edge (seen as a 523 px page in one CI run).
 */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `nothing wider than ${width} px` })
    .toBeLessThanOrEqual(width);
}

/** Keeps a full-page screenshot in the HTML report, and as test-results/screenshots/<name>.png. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // Settled: a transition under way is shown at its end (a button just enabled caught still grey, for one).
  const body = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    path: resolve(testInfo.project.outputDir, 'screenshots', `${name}.png`),
  });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/**
 * A toast, by its words, in the toasts' container. While a modal is open, a live region inside it says the same words
 * (web/src/shared/ui/modal-announcer.tsx), where `page.getByText` would find both.
 */
export const toastWith = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

/**
 * Buys `grams` as a customer does: the trading page once its price shows `price`, the request, the best offer (chosen
 * to begin with) executed, and the success toast.
 */
export async function buyGold(page: Page, grams: string, price: string) {
  await page.goto('/trading');
  await expect(page.getByRole('heading', { level: 1, name: 'معاملات طلا' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /قیمت هر گرم/ })).toHaveValue(price);
  await page.getByRole('textbox', { name: /^مقدار \(گرم\)/ }).fill(grams);
  await page.getByRole('button', { name: 'ثبت درخواست خرید' }).click();
  const confirm = page.getByRole('dialog', { name: /تأیید خرید طلا/ });
  await expect(confirm.getByRole('radio', { checked: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'اجرای معامله' }).click();
  await expect(toastWith(page, /معامله با موفقیت انجام شد/)).toBeVisible();
}

/**
 * A receipt image of its own: a real PNG whose pixels are random. The mock takes a receipt's bytes for one deposit
 * only, across customers, so two tests must never upload the same file.
 */
export function uniqueReceipt(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.set(randomBytes(png.data.length));
  return PNG.sync.write(png);
}

/**
 * On the settings page, asks to change the birthdate to ۱۳۷۰/۰۵/۰۹: three fields, the focus moving on by itself after
 * the year's 4 digits and the month's 2.
 */
export async function sendBirthdate(page: Page) {
  await page.getByRole('button', { name: 'ویرایش تاریخ تولد' }).click();
  const birth = page.getByRole('group', { name: 'تاریخ تولد جدید' });
  await birth.getByLabel(label('سال')).fill('۱۳۷۰');
  await expect(birth.getByLabel(label('ماه'))).toBeFocused();
  await page.keyboard.type('05');
  await expect(birth.getByLabel(label('روز'))).toBeFocused();
  await page.keyboard.type('09');
  await page.getByRole('button', { name: 'ارسال درخواست' }).click();
}

/** A customer the control API created, signed in on the test's page, with the session's tokens. */
export type SignedInUser = CreatedUser & { session: Session };

type Fixtures = {
  control: Control;
  /**
   * Creates a customer through the control API and signs the page in as them before its first load:
   * `const user = await signIn({ kycLevel: 1 }); await page.goto('/wallets');`. Once a test: the page keeps the first
   * session it was given.
   */
  signIn: (overrides?: Partial<ControlCreateUserRequest>) => Promise<SignedInUser>;
  /**
   * Whether the push invitation may open. It opens as a dialog over the first page of a customer without a device
   * token (the headless shell reports notifications as supported), so a flow not about it starts with it answered:
   * `test.use({ pushInvitation: true })` keeps it.
   */
  pushInvitation: boolean;
};

export const test = base.extend<Fixtures>({
  pushInvitation: [false, { option: true }],
  // The page itself, not an automatic fixture: a test without a page (the ledger's) then starts no browser.
  page: async ({ page, pushInvitation }, use) => {
    if (!pushInvitation) await page.addInitScript(() => localStorage.setItem('push_invite_dismissed', '1'));
    await use(page);
  },
  control: async ({ request }, use) => {
    await use(new Control(request));
  },
  signIn: async ({ page, control }, use) => {
    await use(async (overrides = {}) => {
      const user = await control.createUser(overrides);
      const session = await control.signInTokens(user.localMobile, user.password);
      await storeSession(page, session);
      return { ...user, session };
    });
  },
});

export { expect };

/**
 * For each test of the file: the market open and `price` held, then both back to the server's clock and the walk.
 * The server's own clock decides the working hours; what a test trades must not depend on when CI runs.
 */
export function holdPrice(price: { buyPrice: number; sellPrice: number }) {
  test.beforeEach(async ({ control }) => {
    await control.setMarket('open');
    await control.setPrice(price);
  });
  test.afterEach(async ({ control }) => {
    await control.setPrice({ mode: 'walk' });
    await control.setMarket('hours');
  });
}

/**
 * The panel runs in the page: it has taken over what the build painted. Until then a signed-in page shows its skeleton,
 * inert, in two copies (a phone's and a desktop's): keys go nowhere and a text is found twice.
 */
export async function expectPanelRunning(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/** Labels of required MUI fields end in ' *'; match the start. */
export const label = (text: string) => new RegExp(`^${text}`);
