import { expect, type Page, test } from '@playwright/test';
import { signInFromLoginPage } from './demo';
import { openTheTempest } from './shop';

/**
 * The built web app works under the server's Content-Security-Policy: the pages load, the
 * seat map draws, and the browser reports no violation (docs/security.md).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // Every violation, with where it happened (the console names only some of them).
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('Refused to load: ' + event.violatedDirective + ' ' + event.blockedURI +
        ' at ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber);
    });`,
  });
  return violations;
}

test('the shop and its seat map run under the CSP without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/shop');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await openTheTempest(page);
  await expect(page.getByRole('tab', { name: 'Choose seats' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the back office signs in and runs under the CSP without violations; it may not be framed', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/admin/v2/auth/login');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await signInFromLoginPage(page);
  expect(violations).toEqual([]);
});

test('another site cannot show the back office in a frame', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.route('**/__framing-test', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><iframe src="/admin/v2/auth/login" title="back office"></iframe>',
    }),
  );
  await page.goto('/__framing-test');
  // The browser refuses to show it: the frame stays empty of the sign-in form.
  await expect.poll(() => violations.some((v) => /frame-ancestors|X-Frame-Options/i.test(v))).toBe(true);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});
