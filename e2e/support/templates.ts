import { expect, type Page } from '@playwright/test';
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
/** Pages that are an island by nature (search results, cart, account) load React and the API client. */
const application: Budget = { js: 90 * KB, css: 20 * KB };
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

async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
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
  ['company', '/company'],
  ['terms', '/company/terms'],
  ['catalog request', '/catalog'],
  ['blog', '/blog'],
  ['partners', '/partners'],
  ['case studies', '/casestudy'],
] as const;

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
  { name: 'not found', path: () => '/pages/404', visitor: 'anonymous', budget: catalogue },
  { name: 'cart (signed in)', path: () => '/secure/cart', visitor: 'dealer', budget: application },
  { name: 'item signed in', path: itemPath, visitor: 'dealer', budget: application },
  { name: 'account information', path: () => '/account/info', visitor: 'dealer', budget: application },
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
  { name: 'home, products menu open', path: () => '/', visitor: 'anonymous', budget: home, reach: openProductsMenu },
  { name: 'home, search suggestions', path: () => '/', visitor: 'anonymous', budget: home, reach: showSuggestions },
  { name: 'login modal', path: () => '/', visitor: 'anonymous', budget: home, reach: openLoginModal },
  { name: 'registration modal', path: () => '/', visitor: 'anonymous', budget: home, reach: openRegistrationModal },
];

/** Templates measured for bytes: loaded without any interaction. */
export const pageLoads = templates.filter((template) => !template.reach);
