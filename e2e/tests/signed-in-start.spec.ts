import { expect, expectPanelRunning, holdPrice, keepScreenshot, test } from '../fixtures';

// Each signed-in page's HTML carries a skeleton of the shell and of its screen's loading frames, rendered at build time
// for nobody, and a stylesheet of the styles the build rendered (web/route-html.ts, web/signed-in-styles.ts).
// /reports has none: its first view names this week's dates (web/route-pages.ts).
const SIGNED_IN_PAGES = ['/', '/trading', '/wallets', '/tickets', '/notifications', '/settings'];

const PRICE = { buyPrice: 7_850_000, sellPrice: 7_780_000 };
holdPrice(PRICE);

test('every signed-in page carries its skeleton and the stylesheet, and no one’s data', async ({ request }) => {
  for (const path of SIGNED_IN_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-prerendered="skeleton" inert>');
    expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/signed-in-[\w-]+\.css" data-build-styles>/);
    expect(html, path).toContain('<header');
    // Its data is asked for in the first render: the HTTP client comes with the page.
    expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/axios-[\w-]+\.js">/);
    // Nobody's: no name before the greeting, no mobile number, no balance; nothing of the data the build rendered the
    // screens with for their styles (web/src/test/fake-api/whole-api.ts).
    expect(html, path).not.toContain('، خوش آمدید');
    expect(html, path).not.toMatch(/09\d{9}|\+98|۰۹[۰-۹]{9}/);
    expect(html, path).not.toContain('تومان</');
    for (const fixture of ['اطلاعیه سیستم', 'واریز انجام شده ولی موجودی افزایش نیافته', 'تراکنش شماره']) {
      expect(html, path).not.toContain(fixture);
    }
  }
  // A guest's first page leaves the client for after its first paint.
  expect(await (await request.get('/auth')).text()).not.toContain('/assets/axios-');
});

test('the dashboard paints its shell before any script, at a phone’s width and a desktop’s', async ({ browser }, testInfo) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
      viewport: { width, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'داشبورد' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'ارزش دارایی' })).toBeVisible();
      // Only the copy for this width shows: the drawer's button on a phone, the sidebar on a desktop.
      await expect(page.getByRole('button', { name: 'باز کردن منو' })).toBeVisible({ visible: width < 1024 });
      await expect(page.getByRole('link', { name: 'کیف پول' })).toBeVisible({ visible: width >= 1024 });
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await keepScreenshot(page, testInfo, `dashboard-before-scripts-${width}`);
    } finally {
      await context.close();
    }
  }
});

test('the panel takes the skeleton over where it stands, with no shift, making few styles at runtime', async ({
  page,
  control,
  signIn,
}) => {
  // A customer with a trade today: no card of the dashboard is empty (an empty one gives its height back).
  const user = await signIn({ name: 'نرگس شروعی', kycLevel: 1, balances: { toman: 50_000_000 } });
  await control.trade(user.session.accessToken, 'buy', 0.5, PRICE.buyPrice);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The panel's entry script is held until the skeleton's boxes are read.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const parts = [
    page.getByRole('banner'),
    page.getByRole('heading', { level: 1, name: 'داشبورد' }),
    page.getByRole('region', { name: 'ارزش دارایی', exact: true }),
    page.getByRole('region', { name: 'سود و زیان', exact: true }),
  ];
  const boxes = () => Promise.all(parts.map(async (part) => (await part.boundingBox())!));
  // Not until DOMContentLoaded, which waits for the held script.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'skeleton');
  // Laid out with its stylesheet: the phone's copy is hidden at this width.
  await expect(page.locator('[data-viewport=phone] header')).toBeHidden();
  await expect(page.getByRole('region', { name: 'سود و زیان', exact: true })).toBeVisible();
  const before = await boxes();
  release();
  await expectPanelRunning(page);
  const after = await boxes();
  // The panel's first view lies where the skeleton did: the header, the title, the cards' corners and widths.
  for (const [i, box] of after.entries()) {
    for (const side of ['x', 'y', 'width'] as const)
      expect(Math.abs(box[side] - before[i]![side]), `${i} ${side}`).toBeLessThanOrEqual(1);
  }
  await expect(page.getByText('نرگس شروعی، خوش آمدید')).toBeVisible();
  await expect(page.getByRole('region', { name: 'ارزش دارایی', exact: true })).toContainText('طلا (۰٫۵ گرم)');
  // The chart comes once the page is idle, into the frame that held its place.
  await expect(page.getByRole('figure', { name: 'نمودار قیمت طلا' })).toBeVisible();

  const { shifts, rules } = await page.evaluate(() => ({
    shifts: (window as unknown as { shifts: number[] }).shifts,
    // In production emotion inserts with insertRule: the rules are in the sheets, not in the tags' text.
    rules: [...document.querySelectorAll('style[data-emotion]')].reduce(
      (n, style) => n + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
      0,
    ),
  }));
  // What Lighthouse shows as 0: a digit's move of a figure's text, if any.
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.0005);
  // The styles the build made are not made again (docs/benchmarks.md › A fast signed-in start).
  expect(rules).toBeLessThanOrEqual(50);
});
