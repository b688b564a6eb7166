import { expect, type Page } from '@playwright/test';
import { compareUrl } from '../../src/features/compare/compare.ts';
import { INQUIRY_PRODUCT_KEY } from '../../src/features/forms/inquiry-product.ts';
import type { Samples } from './samples.ts';
import type { Visitor } from './visitor.ts';

/** Budgets are in kilobytes of 1000 bytes, as transferred (gzip). */
const KB = 1000;

/** Transferred bytes a page may load before the visitor touches it. `html` only where it is budgeted. */
export interface Budget {
  js: number;
  css: number;
  html?: number;
}

/** Catalogue pages are plain HTML: a few KB of hydration directives at most. */
const catalogue: Budget = { js: 15 * KB, css: 20 * KB };
/** Home may add the banner carousel after the first paint. */
const home: Budget = { js: 30 * KB, css: 20 * KB };
/**
 * Pages that are an island by nature (search results, cart, account) load React, the API client
 * (ky) and, where they hold a form, react-hook-form: the product card's libraries within 100 KB.
 */
const application: Budget = { js: 100 * KB, css: 20 * KB };
/** The cart also checks every line against the catalogue when shown: the signed-in pages' 100 KB too. */
const cart: Budget = { ...application };
/** Gzipped HTML of any item page: the most numerous page of the site keeps its document small. */
export const itemHtmlBudget = 20 * KB;
const item: Budget = { ...catalogue, html: itemHtmlBudget };

/**
 * One page template in one state. Byte budgets apply to states reached without interaction
 * (no `reach`); every entry is checked for accessibility.
 */
export interface Template {
  name: string;
  path: (samples: Samples) => string;
  visitor: Visitor;
  budget: Budget;
  /** Brings the loaded page into the state under test, asserting it got there. */
  reach?: (page: Page) => Promise<void>;
}

const selectTab = (name: string) => async (page: Page) => {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name })).toHaveJSProperty('hidden', false);
};

async function openImageViewer(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Enlarge image' }).click();
  await expect(page.getByRole('dialog', { name: /image viewer$/ })).toBeVisible();
}

async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
}

async function openForgotPassword(page: Page): Promise<void> {
  await openLoginModal(page);
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('form', { name: 'Forgot password?' })).toBeVisible();
}

async function openRegistrationModal(page: Page): Promise<void> {
  await openLoginModal(page);
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Request Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Register' })).toBeVisible();
}

async function openProductsMenu(page: Page): Promise<void> {
  const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products menu' });
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
}

async function showSuggestions(page: Page): Promise<void> {
  await page
    .getByRole('combobox', { name: /search/i })
    .first()
    .fill('hdmi');
  await expect(page.getByRole('option').first()).toBeVisible();
}

/** The product inquiry page as a product page leaves it: the chosen product in browser storage. */
async function chooseInquiryProduct(page: Page): Promise<void> {
  await page.evaluate(
    ([key]) => localStorage.setItem(key, JSON.stringify({ sku: 'AV-SAMPLE-1', title: 'Sample product' })),
    [INQUIRY_PRODUCT_KEY] as const,
  );
  await page.reload();
  await expect(page.getByRole('form', { name: 'Product inquiry' })).toBeVisible();
}

/** The finder opened from a shared address: the island and the rules load at once and answer. */
async function showFinderAnswer(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('region', { name: /^Solutions for HDMI/ })
      .getByRole('heading')
      .nth(1),
  ).toBeVisible();
}

/** An enquiry form after an empty submit: every message showing. */
const submitEmpty = (name: string) => async (page: Page) => {
  const form = page.getByRole('form', { name });
  await form.getByRole('textbox').first().focus();
  await expect(page.locator('astro-island').filter({ has: form })).not.toHaveAttribute('ssr');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').filter({ hasText: /\w/ }).first()).toBeVisible();
};

/** The tabs of an item page, in the spec's order; the sample item has every one. */
export const itemTabs = [
  'Overview',
  'Specs',
  'Video',
  'FAQ',
  'Diagram',
  'Panel',
  'Downloads',
  'Inquire Product',
] as const;

const itemPath = (s: Samples) => `/item/${s.richItem}`;

/** Content and company pages: static text, and forms that load on first use. */
const contentPages = [
  ['contact', '/contact'],
  ['sales enquiry', '/sales'],
  ['press enquiry', '/press'],
  ['support', '/support'],
  ['newsletter signup', '/signup'],
  ['product inquiry, no product chosen', '/inquireproduct'],
  ['company', '/company'],
  ['terms', '/company/terms'],
  ['catalog request', '/catalog'],
  ['blog', '/blog'],
  ['blog, page 6', '/blog/page/6'],
  ['partners', '/partners'],
  ['case studies', '/casestudy'],
  ['faq', '/faq'],
  ['warranty', '/warranty'],
  ['proposition 65', '/warranty/CAProp65'],
  ['news', '/media'],
  ['news, page 2', '/media/page/2'],
  ['resources', '/resources'],
  ['av solutions', '/avsolutions'],
  ['work from home', '/work_from_home'],
  ['network av', '/pages/networkav'],
  ['product pages', '/pages'],
  ['site directory', '/elements'],
  ['flex matrix', '/flexmatrix'],
  ['flex matrix sector', '/flexmatrix/restaurant'],
  ['active optic cables', '/aoc'],
  ['signal-path finder', '/finder'],
] as const;

/** The dealer account area and the order pages around the cart: islands with live account data. */
const accountPages: ReadonlyArray<[string, (samples: Samples) => string]> = [
  ['account information', () => '/account/info'],
  ['shipments', () => '/account'],
  ['order history', () => '/account/orders'],
  ['order details', (s) => `/account/order/${s.dealerOrder}`],
  ['open items', () => '/account/open'],
  ['product list', () => '/account/skulist'],
  ['order sku history', () => '/account/history'],
  ['change password', () => '/account/password'],
  ['invoices', () => '/account/invoices'],
  ['saved lists', () => '/account/lists'],
  ['wishlist', () => '/account/wishlist'],
  ['quotes', () => '/account/quotes'],
  ['members', () => '/account/members'],
  ['approvals', () => '/account/approvals'],
  ['order review', () => '/secure/revieworder'],
];

/** Every page template of the site. A new template is one more line here. */
export const templates: Template[] = [
  { name: 'home', path: () => '/', visitor: 'anonymous', budget: home },
  { name: 'category', path: (s) => s.category, visitor: 'anonymous', budget: catalogue },
  { name: 'category, page 2', path: (s) => `${s.pagedCategory}/page/2`, visitor: 'anonymous', budget: catalogue },
  { name: 'subcategory', path: (s) => s.subcategory, visitor: 'anonymous', budget: catalogue },
  { name: 'item', path: itemPath, visitor: 'anonymous', budget: item },
  { name: 'new products', path: () => '/new', visitor: 'anonymous', budget: catalogue },
  { name: 'new products, page 2', path: () => '/new/page/2', visitor: 'anonymous', budget: catalogue },
  { name: 'solution', path: (s) => `/applications/${s.solution}`, visitor: 'anonymous', budget: catalogue },
  { name: 'search results', path: (s) => `/search/${s.searchTerm}`, visitor: 'anonymous', budget: application },
  { name: 'compare', path: (s) => compareUrl([s.richItem]), visitor: 'anonymous', budget: catalogue },
  { name: 'compare, nothing named', path: () => '/compare', visitor: 'anonymous', budget: catalogue },
  { name: 'not found', path: () => '/pages/404', visitor: 'anonymous', budget: catalogue },
  { name: 'coming soon', path: () => '/pages/coming-soon', visitor: 'anonymous', budget: catalogue },
  { name: 'blog post', path: (s) => s.blogPost, visitor: 'anonymous', budget: catalogue },
  { name: 'news article', path: (s) => s.newsArticle, visitor: 'anonymous', budget: catalogue },
  { name: 'checkout', path: () => '/checkout', visitor: 'anonymous', budget: catalogue },
  { name: 'cart (signed in)', path: () => '/secure/cart', visitor: 'dealer', budget: cart },
  { name: 'home signed in', path: () => '/', visitor: 'dealer', budget: application },
  { name: 'item signed in', path: itemPath, visitor: 'dealer', budget: application },
  { name: 'subcategory signed in', path: (s) => s.subcategory, visitor: 'dealer', budget: application },
  { name: 'compare signed in', path: (s) => compareUrl([s.richItem]), visitor: 'dealer', budget: application },
  ...accountPages.map(([name, path]): Template => ({ name, path, visitor: 'dealer', budget: application })),
  ...contentPages.map(([name, path]): Template => ({
    name,
    path: () => path,
    visitor: 'anonymous',
    budget: catalogue,
  })),
  ...itemTabs.map((tab): Template => ({
    name: `item, ${tab} tab`,
    path: itemPath,
    visitor: 'anonymous',
    budget: item,
    reach: selectTab(tab),
  })),
  { name: 'item, image viewer open', path: itemPath, visitor: 'anonymous', budget: item, reach: openImageViewer },
  {
    name: 'product inquiry, product chosen',
    path: () => '/inquireproduct',
    visitor: 'anonymous',
    budget: catalogue,
    reach: chooseInquiryProduct,
  },
  {
    name: 'tech support, errors',
    path: () => '/support',
    visitor: 'anonymous',
    budget: catalogue,
    reach: submitEmpty('Tech support'),
  },
  {
    name: 'sales, errors',
    path: () => '/sales',
    visitor: 'anonymous',
    budget: catalogue,
    reach: submitEmpty("Sale's Inquiry"),
  },
  {
    name: 'signal-path finder, a shared job answered',
    path: () => '/finder?source=HDMI&picture=4K60+4%3A2%3A0&distance=70&unit=m',
    visitor: 'anonymous',
    budget: application,
    reach: showFinderAnswer,
  },
  { name: 'home, products menu open', path: () => '/', visitor: 'anonymous', budget: home, reach: openProductsMenu },
  { name: 'home, search suggestions', path: () => '/', visitor: 'anonymous', budget: home, reach: showSuggestions },
  { name: 'login modal', path: () => '/', visitor: 'anonymous', budget: home, reach: openLoginModal },
  { name: 'registration modal', path: () => '/', visitor: 'anonymous', budget: home, reach: openRegistrationModal },
  { name: 'forgot password', path: () => '/', visitor: 'anonymous', budget: home, reach: openForgotPassword },
  { name: 'reset password', path: () => '/reset-password', visitor: 'anonymous', budget: catalogue },
  { name: 'invitation', path: () => '/account/invitation', visitor: 'anonymous', budget: catalogue },
];

/** Templates measured for bytes: loaded without any interaction. */
export const pageLoads = templates.filter((template) => !template.reach);
