import { expect, type Page, test } from '@playwright/test';
import { signIn } from './demo';

/** The code in the first row of the error list. */
const firstCode = (page: Page) =>
  page.getByRole('table', { name: 'Admin API errors' }).getByRole('code').first();

test('a list keeps its page, page size and sort in the URL across a reload and the back button', async ({
  page,
}) => {
  await page.goto('/admin/v2/admin-errors-documentation');
  await signIn(page);
  const table = page.getByRole('table', { name: 'Admin API errors' });
  const code = table.getByRole('columnheader', { name: /Code/ });
  await expect(table.getByRole('row')).toHaveCount(26);

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/[?&]pageSize=10(&|$)/);
  await expect(table.getByRole('row')).toHaveCount(11);

  await code.getByRole('button').click();
  await expect(code).toHaveAttribute('aria-sort', 'ascending');
  await code.getByRole('button').click();
  await expect(code).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=-code(&|$)/);
  const lastCodeFirst = await firstCode(page).textContent();

  await page.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  // The table shows the third page once its first row is another code.
  await expect(firstCode(page)).not.toHaveText(lastCodeFirst ?? '');
  const pageThree = await firstCode(page).textContent();
  // Descending: the third page starts below where the first began.
  expect((pageThree ?? '') < (lastCodeFirst ?? '')).toBe(true);

  await page.reload();
  await expect(firstCode(page)).toHaveText(pageThree ?? '');
  await expect(code).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: '3', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(firstCode(page)).toHaveText(lastCodeFirst ?? '');
  await expect(code).toHaveAttribute('aria-sort', 'descending');

  await page.goBack();
  await expect(code).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/[?&]sort=code(&|$)/);
});
