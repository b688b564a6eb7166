import { expect, test, type Locator, type Page } from '@playwright/test';
import { REGISTRATION_REQUIRED_ALERT } from '../src/features/forms/registration.ts';
import { productWhere } from './support/catalog-db.ts';
import { chooseProduct } from './support/forms.ts';
import { signInBeforeLoad } from './support/visitor.ts';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';

/**
 * A visitor focuses a form's first required field, leaves it empty and clicks Submit. The mousedown
 * leaves the field, whose message appears while the button is held: if that message pushed the
 * button away, the mouseup would land beside it and the click would be lost. Every form of the site.
 */
interface FormCase {
  name: string;
  signedIn?: boolean;
  /** Opens the page and the form; answers what holds the form (the form, its dialog or tab panel). */
  open: (page: Page) => Promise<Locator>;
  /** The first required field's label (in the group `firstIn`); `clear` empties a field that comes filled in. */
  first: string;
  firstIn?: string;
  clear?: boolean;
  submit: string;
  /** The first field's message, then what only the submit shows (the other fields' messages). */
  messages: readonly string[];
  /** What else the submit shows (a form-wide message or an alert). */
  submitted?: (page: Page, holder: Locator, alerts: string[]) => Promise<void>;
}

const byName = (name: string) => async (page: Page) => page.getByRole('form', { name });
const onPage = (path: string, name: string) => async (page: Page) => {
  await page.goto(path);
  return byName(name)(page);
};

async function itemTab(page: Page, tab: string): Promise<Locator> {
  const { richItem } = await samplesFor(baseURL);
  await page.goto(`/item/${richItem}`);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page.getByRole('tabpanel', { name: tab });
}

async function loginDialog(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  return page.getByRole('dialog', { name: 'Sign In' });
}

async function listPicker(page: Page): Promise<Locator> {
  const { richItem } = await samplesFor(baseURL);
  await page.goto(`/item/${richItem}`);
  await page.getByRole('button', { name: 'Add to list' }).click();
  const picker = page.getByRole('form', { name: 'Add to list' });
  await picker.getByRole('combobox', { name: 'List' }).selectOption({ label: 'New list...' });
  return picker;
}

const faqMessages = ['Please enter your name', 'Please enter a valid email', 'Please enter your question'];

const forms: readonly FormCase[] = [
  {
    name: 'contact',
    open: onPage('/contact', 'General query'),
    first: 'First name',
    submit: 'Submit',
    messages: ['First name is required', 'Last name is required', 'Please enter a valid email', 'Inquiry is required'],
  },
  {
    name: 'tech support',
    open: onPage('/support', 'Tech support'),
    first: 'Email',
    submit: 'Submit',
    messages: [
      'Please enter a valid email',
      'Phone number must have 10 digits',
      'MPN is required',
      'Comment is required',
    ],
  },
  {
    name: 'sales',
    open: onPage('/sales', "Sale's Inquiry"),
    first: 'First name',
    submit: 'Submit',
    messages: [
      'First name is required',
      'Last name is required',
      'Please enter a valid email',
      'Phone number should be of 10 digits',
      'Company is required',
      'Country is required',
    ],
  },
  {
    name: 'press',
    open: onPage('/press', 'Press inquiry'),
    first: 'Name',
    submit: 'Submit',
    messages: [
      'First name is required',
      'Company is required',
      'Please enter a valid email',
      'Phone number should be of 10 digits',
      'Inquiry is required',
    ],
  },
  {
    name: 'newsletter signup',
    open: onPage('/signup', 'Newsletter signup'),
    first: 'Name',
    submit: 'Submit',
    messages: ['Name is required', 'Email is required'],
  },
  {
    name: 'product inquiry page',
    open: async (page) => {
      await chooseProduct(page, await productWhere('1 = 1'));
      return onPage('/inquireproduct', 'Product inquiry')(page);
    },
    first: 'First name',
    submit: 'Submit',
    messages: [
      'First name is required',
      'Last name is required',
      'Company is required',
      'Number must have 10 digits',
      'Please enter a valid email',
      'Please enter your quuestion',
    ],
  },
  {
    name: 'FAQ page',
    open: async (page) => {
      await page.goto('/faq');
      return page.getByRole('main');
    },
    first: 'Name',
    submit: 'Submit',
    messages: faqMessages,
  },
  {
    name: "item page's FAQ tab",
    open: (page) => itemTab(page, 'FAQ'),
    first: 'Name',
    submit: 'Submit',
    messages: faqMessages,
  },
  {
    name: "item page's Inquire Product tab",
    open: (page) => itemTab(page, 'Inquire Product'),
    first: 'First name',
    submit: 'Submit',
    messages: ['First name is required', 'Please enter a valid email', 'Please enter your question'],
  },
  {
    name: 'custom demo',
    open: async (page) => {
      await page.goto('/aoc');
      return page.locator('#custom-demo');
    },
    first: 'First name',
    submit: 'Request a demo',
    // The browser asks for the required fields itself, and takes focus back to the first one.
    messages: ['First name is required'],
  },
  {
    name: 'registration request',
    open: async (page) => {
      const login = await loginDialog(page);
      await login.getByRole('button', { name: 'Request Register' }).click();
      return page.getByRole('dialog', { name: 'Request Register' });
    },
    first: 'Name',
    submit: 'Submit',
    // Name and email share the one message, and the submit adds the spec's alert.
    messages: [REGISTRATION_REQUIRED_ALERT],
    submitted: async (_page, holder, alerts) => {
      await expect(holder.getByText(REGISTRATION_REQUIRED_ALERT)).toHaveCount(2);
      await expect.poll(() => alerts).toEqual([REGISTRATION_REQUIRED_ALERT]);
    },
  },
  {
    name: 'login',
    open: loginDialog,
    first: 'Username or email',
    submit: 'Sign In',
    messages: ['Username or email is required', 'Password is required'],
  },
  {
    name: 'forgot password',
    open: async (page) => {
      const login = await loginDialog(page);
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      return login.getByRole('form', { name: 'Forgot password?' });
    },
    first: 'Username or email',
    submit: 'Send reset link',
    messages: ['Username or email is required'],
  },
  {
    name: 'reset password',
    open: async (page) => {
      await page.goto('/reset-password#token=0123456789abcdef');
      return page.getByRole('main');
    },
    first: 'New password',
    submit: 'Set new password',
    messages: ['Your password must have at least 6 characters, an uppercase, a lowercase and a number'],
  },
  {
    name: 'account information',
    signedIn: true,
    open: async (page) => {
      await page.goto('/account/info');
      return page.getByRole('main');
    },
    first: 'Company',
    firstIn: 'Billing',
    clear: true,
    submit: 'Submit',
    messages: ['Company is required'],
    submitted: (page) => expect(page.getByText('Please fill all the required fields correctly!')).toBeVisible(),
  },
  {
    name: 'change password',
    signedIn: true,
    open: async (page) => {
      await page.goto('/account/password');
      return page.getByRole('main');
    },
    first: 'Old password',
    submit: 'Submit',
    messages: ['Please enter your old password', 'Your password must have at least 6 characters'],
  },
  {
    name: 'checkout',
    open: async (page) => {
      await page.goto('/checkout');
      return page.getByRole('main');
    },
    first: 'Card number',
    submit: 'Submit',
    messages: ['Invalid card number', 'Invalid month', 'Invalid year', 'Invalid CVV'],
  },
  {
    name: 'new saved list',
    signedIn: true,
    open: async (page) => {
      await page.goto('/account/lists');
      await page.getByRole('button', { name: 'New list' }).click();
      return page.getByRole('main');
    },
    first: 'New list name',
    submit: 'Create list',
    messages: ['Please enter a name'],
  },
  {
    name: 'add to a new list',
    signedIn: true,
    open: listPicker,
    first: 'Name of the new list',
    submit: 'Save',
    messages: ['Please enter a name'],
  },
];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  for (const form of forms) {
    test(`${form.name}: a blur message leaves Submit in place, so the first click submits (${viewport.width} px)`, async ({
      page,
    }) => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await page.setViewportSize(viewport);
      if (form.signedIn) await signInBeforeLoad(page, baseURL);
      const holder = await form.open(page);
      // By role where it has one (a password input has none). A label that wraps its message adds
      // the message to the name, and the star of a required field is no part of it.
      const label = new RegExp(`^${form.first}\\b`);
      const labelled = (within: Page | Locator) =>
        within.getByRole('textbox', { name: label }).or(within.getByLabel(form.first, { exact: true }));
      const first = labelled(form.firstIn ? holder.getByRole('group', { name: form.firstIn }) : holder);
      const submit = holder.getByRole('button', { name: form.submit, exact: true });

      // Focus wakes the island; a field that comes filled in is emptied first.
      await first.click();
      const island = page.locator('astro-island[ssr]').filter({ has: labelled(page) });
      await expect(island).toHaveCount(0);
      if (form.clear) await first.clear();
      await expect(first).toBeFocused();
      // A form may swap in its checks on first touch (account information): the same Submit, redrawn.
      // A swap between finding the button and measuring it leaves no box, so both are tried again.
      let before = null as Awaited<ReturnType<Locator['boundingBox']>>;
      await expect(async () => {
        await submit.scrollIntoViewIfNeeded();
        before = await submit.boundingBox();
        expect(before, `${form.name}: Submit is laid out`).not.toBeNull();
      }).toPass();
      if (!before) throw new Error(`${form.name}: Submit is not laid out`);

      // The press leaves the field; its message shows while the button is still held.
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
      await page.mouse.down();
      const [firstMessage = '', ...others] = form.messages;
      await expect(holder.getByText(firstMessage, { exact: false }).first()).toBeVisible();
      const held = await submit.boundingBox();
      expect(Math.abs((held?.y ?? Infinity) - before.y), 'Submit stays where the press began').toBeLessThan(0.5);
      await page.mouse.up();

      // The one click submitted: every required field has its message and focus is back on the first.
      for (const message of others) await expect(holder.getByText(message).first()).toBeVisible();
      await expect(first).toBeFocused();
      await form.submitted?.(page, holder, alerts);
    });
  }
}
