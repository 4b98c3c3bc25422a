import { expect, test } from '@playwright/test';
import { PlatformOperator, productsToInspect, settleOpenViolations } from '../pages/compliance-platform.ts';
import { ViolationsPage } from '../pages/compliance-violations-page.ts';
import {
  addReturnAddress,
  clearReturnAddresses,
  saveStoreSetup,
  signInToGlobalShop,
} from '../pages/settings-session.ts';

// The platform raises a violation (the marketplace simulator's operator, through the API); the
// merchant finds it on /shop/IllegalGoods with its reason, appeals, and sees the platform's answer.

let op: PlatformOperator;
let shopId = '';
test.beforeAll(async ({ baseURL }) => {
  op = await PlatformOperator.signIn(baseURL ?? '');
});
// Nothing is left waiting in the shop's action centre for the specs after these.
test.afterEach(async ({ page }) => {
  if (shopId) await settleOpenViolations(page.request, op, shopId);
});
test.afterAll(async () => {
  await op.dispose();
});

test('an operator raises a violation; the merchant reads why and appeals; the appeal passes', async ({ page }) => {
  test.setTimeout(90_000);
  ({ shopId } = await signInToGlobalShop(page, 'en-US'));
  await clearReturnAddresses(page.request);
  await addReturnAddress(page.request);
  await saveStoreSetup(page.request);
  const [product] = await productsToInspect(page.request, op, shopId, 1);
  if (!product) throw new Error('no product to raise a violation on');
  const reason = `Main image shows a charger that is not in the box (${Date.now().toString(36)})`;
  const violationId = await op.raise({
    shopId,
    productId: product.productId,
    type: 'misleading',
    severity: 'warn',
    reason,
    requirement: 'Use a main image of exactly what the buyer receives',
    points: 1,
  });

  const p = new ViolationsPage(page);
  await p.goto();
  await expect(p.tab(/Pending rectification/)).toBeVisible();
  const row = p.row(reason);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Misleading title or images');
  await expect(row).toContainText('Warning');
  await expect(row).toContainText(product.productId);

  await row.getByRole('button', { name: 'Fix or appeal' }).click();
  await p.opened();
  await expect(p.drawer).toContainText(reason);
  await expect(p.drawer).toContainText('Use a main image of exactly what the buyer receives');
  await expect(p.drawer).toContainText('Your product stays on sale');
  await expect(page).toHaveURL(new RegExp(`violation=${violationId}`));

  // The form checks before it sends: a short explanation, a link that is not https.
  await p.kind('I disagree').click();
  await p.explanation.fill('Too short');
  await p.drawer.getByRole('button', { name: 'Add a link' }).click();
  await p.evidence(0).fill('http://example.com/photo.jpg');
  await p.submit.click();
  await expect(p.fieldError()).toContainText([
    'Write at least 10 characters',
    'Enter a link that starts with https://',
  ]);

  await p.explanation.fill('The charger is in the box: see the unboxing photo of the same batch.');
  await p.evidence(0).fill('https://img.alicdn.com/evidence/unboxing.jpg');
  await p.submit.click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Submit for review?');
  await p.confirm();
  await expect(page.getByText('Submitted. The platform will review it.')).toBeVisible();
  await expect(p.drawer).toContainText('The platform is reviewing your submission');
  await expect(p.drawer).toContainText('You appealed');
  await expect(p.drawer).toContainText('img.alicdn.com/evidence/unboxing.jpg');
  await expect(p.submit).toHaveCount(0);

  await p.close().click();
  await expect(p.drawer).toBeHidden();
  await expect(p.row(reason)).toHaveCount(0);
  await p.tab(/Under appeal/).click();
  await expect(p.row(reason)).toContainText('Under review');

  // The platform passes the appeal: withdrawn, points returned.
  await op.decide(shopId, violationId, 'pass', 'The photo shows the charger. Withdrawn.');
  await p.goto('?tab=closed');
  await expect(p.row(reason)).toContainText('Withdrawn');
  await p.row(reason).getByRole('button', { name: 'Details' }).click();
  await expect(p.drawer).toContainText('Your appeal passed');
  await expect(p.drawer).toContainText('The photo shows the charger. Withdrawn.');
  await expect(p.drawer).toContainText('This violation is closed.');
});

test('a halted product offers only an appeal, and says why', async ({ page }) => {
  ({ shopId } = await signInToGlobalShop(page, 'en-US'));
  await clearReturnAddresses(page.request);
  await addReturnAddress(page.request);
  await saveStoreSetup(page.request);
  const products = await productsToInspect(page.request, op, shopId, 2);
  const product = products[1];
  if (!product) throw new Error('no second product');
  const reason = `Counterfeit brand logo (${Date.now().toString(36)})`;
  await op.raise({ shopId, productId: product.productId, type: 'counterfeit', severity: 'halt', reason, points: 6 });

  const p = new ViolationsPage(page);
  await p.goto();
  // Nothing to fix on a halted product: the row offers the appeal alone.
  await p.row(reason).getByRole('button', { name: 'Appeal', exact: true }).click();
  await expect(p.drawer).toContainText('halted permanently and can never be sold again');
  await expect(p.kind('I fixed it').locator('input')).toBeDisabled();
  await expect(p.kind('I fixed it')).toContainText('A permanently halted product cannot return to sale');
  await expect(p.kind('I disagree').locator('input')).toBeChecked();
});
