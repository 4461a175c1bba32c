import { resolve } from 'node:path';
import { expect, test } from '../fixtures';

test('the API reference renders the OpenAPI document from this origin, refused nothing by the CSP', async ({
  page,
  request,
}, testInfo) => {
  const openapi = await (await request.get('/openapi.json')).json();
  expect(openapi.openapi).toBe('3.1.1');

  const refused: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(`${origin}/`) && !req.url().startsWith('data:')) elsewhere.push(req.url());
  });

  await page.goto('/__mock/api-docs');
  await page.getByRole('link', { name: 'ورود با موبایل و رمز عبور' }).first().click();
  await expect(page.getByRole('heading', { name: 'ورود با موبایل و رمز عبور' })).toBeVisible();
  await expect(page.getByText('INVALID_CREDENTIALS').first()).toBeVisible();
  // The view, not the whole page: the reference is one long page of every call.
  const body = await page.screenshot({ path: resolve(testInfo.project.outputDir, 'screenshots', 'api-docs.png') });
  await testInfo.attach('api-docs', { body, contentType: 'image/png' });
  // The zod inside Scalar's bundle asks once whether it may compile its checks (`Function('')` in a try): refused, it
  // checks without compiling. Anything else refused would be a part of the page not working.
  expect(refused.filter((text) => text !== 'CSP script-src eval')).toEqual([]);
  expect(elsewhere).toEqual([]);
});
