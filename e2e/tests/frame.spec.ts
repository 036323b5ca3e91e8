import { expect, test } from '@playwright/test';

const parentPage = `<!doctype html>
<html><body>
<script>
  window.frameMessages = [];
  window.addEventListener('message', (event) => window.frameMessages.push(event.data));
</script>
<iframe src="/shop" title="shop" style="width: 800px; height: 600px"></iframe>
</body></html>`;

test('the shop reports its size to the page that frames it', async ({ page }) => {
  await page.route('**/__frame-test', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: parentPage }),
  );
  await page.goto('/__frame-test');
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Welcome to Demo Theatre' }),
  ).toBeVisible();

  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (globalThis as unknown as { frameMessages: unknown[] }).frameMessages.filter(
            (m) =>
              typeof m === 'object' &&
              m !== null &&
              (m as { type?: string }).type === 'tessera:frame-size' &&
              typeof (m as { height?: unknown }).height === 'number' &&
              typeof (m as { width?: unknown }).width === 'number' &&
              (m as { height: number }).height > 0,
          ).length,
      ),
    )
    .toBeGreaterThan(1);
});
