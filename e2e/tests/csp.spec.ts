import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every refusal of the page's Content Security Policy, recorded from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('no screen is refused anything by the CSP: no eval, no inline script', async ({ page, signIn }) => {
  const violations = await recordViolations(page);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'ورود', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signIn({ kycLevel: 1 });
  for (const path of ['/', '/trading', '/wallets', '/reports', '/tickets', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});
