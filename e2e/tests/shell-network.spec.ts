import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { signIn } from '../pages/shell-session.ts';

const USER_INFO = '**/oms/sms/V3/user/info/inquiry';

// A network that drops the answer to the first call of a page (or a page left while that call
// is on its way) is not a signed-out user: the screen says it could not open and offers to
// reload, and after the reload the merchant is where they were, still signed in.
test('a lost answer to the user info keeps the merchant signed in: the page offers to reload, and reloads into the screen', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? '', 'demo-owner');
  await page.route(USER_INFO, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard/index');
  const problem = page.getByRole('alert');
  await expect(problem.getByRole('heading', { level: 1, name: 'ไม่สามารถเปิดหน้านี้ได้' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard/index');
  expect(await seriousFindings(page)).toEqual([]);

  await page.unroute(USER_INFO);
  await problem.getByRole('button', { name: 'โหลดใหม่' }).click();
  await expect(new ShellLayout(page, '').userMenu).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard/index');
});
