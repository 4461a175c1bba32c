import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { ControlCreateUserRequest, ControlUpdateUserRequest, ControlOtpResponse } from '@gold/contracts/control';
import type { AuthResponse } from '@gold/contracts/auth';
import type { User } from '@gold/contracts/profile';

export const PASSWORD = 'Gold@1234';

let counter = 0;
/** A mobile no other test uses: 0912 + 7 digits from the time and a counter. */
export function uniqueMobile(): string {
  counter += 1;
  const tail = String((Date.now() % 100_000) * 100 + (counter % 100)).padStart(7, '0').slice(-7);
  return `0912${tail}`;
}

/** The mock's control API: every fixture sets up its data here, never through the UI. */
export class Control {
  constructor(private readonly request: APIRequestContext) {}

  private async ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  async createUser(overrides: Partial<ControlCreateUserRequest> = {}): Promise<User & { password: string; localMobile: string }> {
    const mobile = overrides.mobile ?? uniqueMobile();
    const body = { mobile, name: 'کاربر آزمایشی', password: PASSWORD, ...overrides };
    const { user } = await this.ok<{ user: User }>(await this.request.post('/__mock/users', { data: body }));
    return { ...user, password: body.password, localMobile: mobile };
  }

  async updateUser(mobile: string, patch: ControlUpdateUserRequest): Promise<User> {
    const { user } = await this.ok<{ user: User }>(await this.request.patch(`/__mock/users/${encodeURIComponent(mobile)}`, { data: patch }));
    return user;
  }

  /** The newest code sent to a mobile, waiting briefly for it to be issued. */
  async otp(mobile: string, purpose?: ControlOtpResponse['purpose']): Promise<string> {
    let found: ControlOtpResponse | null = null;
    await expect
      .poll(async () => {
        const res = await this.request.get(`/__mock/otp/${encodeURIComponent(mobile)}`);
        found = res.ok() ? ((await res.json()) as ControlOtpResponse) : null;
        return found && (!purpose || found.purpose === purpose);
      })
      .toBe(true);
    return found!.otp;
  }

  async setPrice(price: { buyPrice: number; sellPrice: number } | { mode: 'walk' }) {
    await this.ok(await this.request.put('/__mock/price', { data: price }));
  }

  async setMarket(mode: 'open' | 'closed' | 'hours') {
    await this.ok(await this.request.put('/__mock/market', { data: { mode } }));
  }

  async setFaults(faults: { latencyMs?: number; failRate?: number; failStatus?: number; pathPrefix?: string }) {
    await this.ok(await this.request.put('/__mock/faults', { data: faults }));
  }

  async disconnectSockets(refuseMs = 0) {
    await this.ok(await this.request.post('/__mock/sockets/disconnect', { data: { refuseMs } }));
  }

  async approvals(): Promise<{ kind: string; id: string; mobile: string; summary: string }[]> {
    return (await this.ok<{ items: { kind: string; id: string; mobile: string; summary: string }[] }>(await this.request.get('/__mock/approvals'))).items;
  }

  /** Decides the one pending item of `kind` for `mobile`. */
  async decide(mobile: string, kind: string, decision: 'approve' | 'reject' = 'approve') {
    const local = mobile.startsWith('0') ? `+98${mobile.slice(1)}` : mobile;
    let item: { id: string } | undefined;
    await expect
      .poll(async () => {
        item = (await this.approvals()).find((i) => i.kind === kind && i.mobile === local);
        return Boolean(item);
      })
      .toBe(true);
    await this.ok(await this.request.post(`/__mock/approvals/${kind}/${item!.id}`, { data: { decision } }));
  }

  async notify(mobile: string, body: { type: string; title: string; message: string; priority?: string }) {
    await this.ok(await this.request.post(`/__mock/notifications/${encodeURIComponent(mobile)}`, { data: body }));
  }

  /** Calls the provider API as the customer. */
  async asUser(token: string, method: 'post' | 'patch' | 'delete' | 'get', path: string, data?: object) {
    return this.ok<{ data: unknown }>(await this.request[method](path, { data, headers: { Authorization: `Bearer ${token}` } }));
  }

  async signInTokens(mobile: string, password = PASSWORD): Promise<AuthResponse['data']> {
    const body = await this.ok<AuthResponse>(await this.request.post('/user-auth/login', { data: { mobile, password } }));
    return body.data;
  }
}

/** Stores a session the way the panel does, before any page script runs. */
export async function storeSession(page: Page, session: AuthResponse['data']) {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return;
    sessionStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('auth_token', s.accessToken);
    localStorage.setItem('refresh_token', s.refreshToken);
    localStorage.setItem('user_data', JSON.stringify(s.user));
  }, session);
}

/** Zero serious or critical axe violations, in the theme currently shown. */
export async function expectAccessible(page: Page, label: string) {
  // Scan the settled page: a colour caught half-way through a transition is not what anyone reads.
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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

/** Keeps a full-page screenshot in the HTML report, and as test-results/screenshots/<name>.png. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: true, path: resolve(testInfo.project.outputDir, 'screenshots', `${name}.png`) });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

type Fixtures = { control: Control };

export const test = base.extend<Fixtures>({
  control: async ({ request }, use) => {
    await use(new Control(request));
  },
});

export { expect };

/** Labels of required MUI fields end in ' *'; match the start. */
export const label = (text: string) => new RegExp(`^${text}`);
