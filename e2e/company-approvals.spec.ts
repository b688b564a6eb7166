import { expect, test, type Browser, type Page } from '@playwright/test';
import { priceFor } from '../src/config/pricing.ts';
import { accountApi } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { mailFileText } from './support/mail.ts';
import { signInThroughModal, stockedItem, usd, type StockedItem } from './support/shop.ts';

// Names of this run: the storefront's database outlives a run.
const run = Date.now().toString(36);
const password = 'Colleague2026';

let item: StockedItem;
let price: number;
test.beforeAll(async () => {
  item = await stockedItem(40);
  price = priceFor(item.record, 'Dealer') ?? 0;
});

/** A buyer of the dealer's company, invited and with its password set from the mailed link. */
async function newBuyer(name: string) {
  const userName = `${name}-${run}`;
  const email = `${userName}@dealer.example`;
  const admin = await accountApi(baseURL, 'dealer');
  const { members } = await admin.api.call('InviteMember', { UserName: userName, Email: email, Role: 'buyer' });
  let token = '';
  await expect
    .poll(async () => (token = /#token=([\w-]+)/.exec(await mailFileText('company-invitation', email))?.[1] ?? ''))
    .not.toBe('');
  await admin.api.call('AcceptInvitation', { Token: token, NewPassword: password, ConfirmPassword: password });
  return { userName, email, memberId: members.find((row) => row.UserName === userName)!.MemberId, admin };
}

/** The buyer's own browser, signed in. */
async function buyerPage(browser: Browser, viewport: { width: number; height: number }, userName: string) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInThroughModal(page, userName, password);
  return page;
}

/** Puts `qty` of the item in the cart and presses Place Order. */
async function order(page: Page, qty: number) {
  await page.goto('/secure/cart');
  await page.getByRole('textbox', { name: /Paste lines of SKU and quantity/ }).fill(`${item.sku} ${qty}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
}

/** Presses Place Order on an order over the limit, then sends it for approval with a note: the request's id. */
async function sendForApproval(page: Page, qty: number, note: string): Promise<number> {
  await order(page, qty);
  const form = page.getByRole('form', { name: 'Send for approval' });
  await expect(form).toContainText('over your limit');
  await form.getByRole('textbox', { name: 'Note for your admin' }).fill(note);
  await form.getByRole('button', { name: 'Send for approval' }).click();
  const sent = page.getByRole('heading', { name: /^Your order is awaiting approval \(request \d+\)\.$/ });
  await expect(sent).toBeVisible();
  return Number(/request (\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
}

const requestCard = (page: Page, id: number) => page.getByRole('article', { name: new RegExp(`^Request ${id} from`) });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the admin sets a buyer's limit; an order over it waits, and once approved is the buyer's in both histories at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    // Two signed-in browsers and a dozen pages each on a shared machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const buyer = await newBuyer(`limited${viewport.width}`);
    await signInThroughModal(page, 'dealer');
    await page.goto('/account/members');
    await page.getByRole('button', { name: `Set limits of ${buyer.userName}` }).click();
    const limits = page.getByRole('group', { name: `Spending limits of ${buyer.userName}` });
    await limits.getByRole('textbox', { name: 'Limit per order' }).fill((price * 1.5).toFixed(2));
    await limits.getByRole('button', { name: 'Save limits' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Limits saved' })).toHaveText(
      `Limits saved for ${buyer.userName}.`,
    );
    const row = page.getByRole('region', { name: 'Members' }).getByRole('row').filter({ hasText: buyer.userName });
    await expect(row.getByRole('cell').nth(4)).toContainText(`${usd(Number((price * 1.5).toFixed(2)))} per order`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
      'the members page scrolls sideways',
    ).toBe(false);

    const buyerTab = await buyerPage(browser, viewport, buyer.userName);
    await order(buyerTab, 1);
    await expect(
      buyerTab.getByRole('heading', { name: /^Thank you! Your order \d+ has been placed\.$/ }),
    ).toBeVisible();
    const id = await sendForApproval(buyerTab, 2, 'Two for the Lincoln High install');

    await page.goto('/account/approvals');
    const card = requestCard(page, id);
    await expect(card).toContainText('Two for the Lincoln High install');
    await expect(card).toContainText('Awaiting approval');
    await card.getByRole('button', { name: `Approve and place order ${id}` }).click();
    await expect(card).toContainText(/Approved by dealer: order \d+/);
    const docNum = /order (\d+)/.exec((await card.textContent()) ?? '')?.[1] ?? '';

    for (const reader of [page, buyerTab]) {
      await reader.goto('/account/orders');
      const placed = reader.getByRole('region', { name: 'Open orders' }).getByRole('row').filter({ hasText: docNum });
      await expect(placed.getByRole('cell').nth(5)).toHaveText(buyer.userName);
      await expect(placed.getByRole('cell').nth(3)).toHaveText(usd(2 * price));
    }
    await expect(requestCard(buyerTab, id)).toContainText(`Approved by dealer: order ${docNum}`);
    await buyerTab.context().close();
  });

  test(`a declined request reaches the buyer by mail and on its orders page at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    // Two signed-in browsers and a dozen pages each on a shared machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const buyer = await newBuyer(`declined${viewport.width}`);
    await buyer.admin.api.call('SetMemberLimits', {
      MemberId: buyer.memberId,
      OrderLimit: null,
      MonthLimit: price / 2,
    });
    const buyerTab = await buyerPage(browser, viewport, buyer.userName);
    const id = await sendForApproval(buyerTab, 1, 'Spare unit for the van');

    await signInThroughModal(page, 'dealer');
    await page.goto('/account/approvals');
    const card = requestCard(page, id);
    await card.getByRole('button', { name: `Decline request ${id}` }).click();
    await card.getByRole('textbox', { name: `Reason for ${buyer.userName}` }).fill('Use the spare in stock');
    await card.getByRole('button', { name: `Decline request ${id}` }).click();
    await expect(card).toContainText('Declined by dealer');

    await expect.poll(() => mailFileText('order-approval-decision', buyer.email)).toContain('Use the spare in stock');
    await buyerTab.goto('/account/orders');
    const declined = requestCard(buyerTab, id);
    await expect(declined).toContainText('Declined by dealer');
    await expect(declined).toContainText('Reason: Use the spare in stock');
    await buyerTab.context().close();
  });
}
