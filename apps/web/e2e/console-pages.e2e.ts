import { expect, test, type Page } from '@playwright/test';
import { personInNewContext, signInAsAdmin } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

// The console's pages (docs/CONSOLE.md "Pages"): the admin creates a page (a malformed slug refused
// at its field first), writes its text with the app's rich-text editor (a heading, bold, a link),
// saves, and the page as fans see it shows the new text at once, sanitized; edited again, a guest
// reads the new version. The imprint cannot be deleted; the new page is deleted, asked first. Each
// screen passes axe, at 1366 px and at 390 px.
blockWorkerAndSkipConsent();

const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

test('an admin writes a page in the console and fans read it at once', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const run = unique();
  const slug = `club-${run}`;

  await signInAsAdmin(page, '/en/admin/setup');
  await page.getByTestId('setup-tab-pages').click();
  await expect(page).toHaveURL(/\/en\/admin\/setup\/pages$/);
  await expect(page.getByTestId('pages-list')).toBeVisible();
  // The legal pages the app links to are kept: no delete button for the imprint.
  await page.getByTestId('pages-search').fill('imprint');
  await expect(page).toHaveURL(/search=imprint/);
  await expect(page.getByTestId('pages-list-row')).toHaveCount(1);
  await expect(page.getByTestId('pages-list-row')).toContainText('The app links to this page');
  await expect(page.getByTestId('page-delete-imprint')).toHaveCount(0);
  await axeClean(page);

  // A new page: the server refuses a malformed slug at its field.
  await page.getByTestId('page-new').click();
  await expect(page).toHaveURL(/\/en\/admin\/setup\/pages\/new$/);
  const slugField = page.getByTestId('page-slug');
  await slugField.fill('Not A Slug!');
  await page.getByTestId('page-slug-de').fill(`verein-${run}`);
  await page.getByTestId('page-title-en').fill(`Our club ${run}`);
  await page.getByTestId('page-title-de').fill(`Unser Verein ${run}`);

  // The English text with the editor: a heading, a bold word and a link.
  const en = page.getByTestId('page-body-en');
  await en.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).first().click();
  await page.keyboard.type('Founded in 1899');
  await page.keyboard.press('Enter');
  // Bold on while typing a word; the last word, selected with the keyboard, made a link.
  const bold = page.getByRole('button', { name: 'Bold' }).first();
  await page.keyboard.type('We are ');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('proud');
  await bold.click();
  await page.keyboard.type(' of our history');
  for (let i = 0; i < 'history'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).first().click();
  await page.getByTestId('page-body-en-link-address').fill('https://example.org/history');
  await page.getByTestId('page-body-en-link-address').press('Enter');
  await expect(en.locator('a[href="https://example.org/history"]')).toHaveText('history');
  await expect(en.locator('h2')).toHaveText('Founded in 1899');
  await expect(en.locator('strong')).toHaveText('proud');
  await page.getByTestId('page-body-de').click();
  await page.keyboard.type('Wir sind stolz auf unsere Geschichte.');

  await page.getByTestId('page-save').click();
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(slugField).toHaveAccessibleDescription(/pattern/);
  await expect(page.getByTestId('page-error')).toBeVisible();
  await axeClean(page);
  await slugField.fill(slug);
  await page.getByTestId('page-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/setup\/pages\/\d+$/);
  await expect(slugField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('page-body-en').locator('strong')).toHaveText('proud');
  await axeClean(page);

  // As fans see it: the new text, bold and the link kept.
  await page.getByTestId('page-fan-link-en').click();
  await expect(page).toHaveURL(new RegExp(`/en/[^/]+/${slug}/$`));
  const article = page.getByTestId('static-page');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(`Our club ${run}`);
  await expect(article.locator('h2')).toHaveText('Founded in 1899');
  await expect(article.locator('strong')).toHaveText('proud');
  await expect(article.locator('a[href="https://example.org/history"]')).toHaveText('history');
  await page.goBack();

  // Edited again: a guest in another browser reads the new version at once, in German too.
  await expect(page.getByTestId('page-form')).toBeVisible();
  await page.getByTestId('page-body-en').locator('h2').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Welcome to the new stand.');
  await page.getByTestId('page-save').click();
  await expect(page.getByTestId('page-saved')).toBeVisible();
  const guest = await personInNewContext(browser);
  try {
    await guest.page.goto(`/en/p/${slug}/`);
    await expect(guest.page.getByTestId('static-page')).toContainText('Welcome to the new stand.');
    await guest.page.goto(`/de/p/verein-${run}/`);
    await expect(guest.page.getByTestId('static-page')).toContainText('Wir sind stolz auf unsere Geschichte.');
  } finally {
    await guest.context.close();
  }

  // At 390 px: the form and the list fit, and pass axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('page-form')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await axeClean(page);
  await page.getByRole('link', { name: 'Back to the pages' }).click();
  await page.getByTestId('pages-search').fill(slug);
  await expect(page.getByTestId('pages-list-row')).toHaveCount(1);
  expect(await fitsWidth(page)).toBe(true);
  await axeClean(page);

  // Deleted, asked first: fans find it no more.
  await page.getByTestId(`page-delete-${slug}`).click();
  await expect(page.getByTestId(`page-delete-${slug}-dialog`)).toBeVisible();
  await page.getByTestId(`page-delete-${slug}-confirm`).click();
  await expect(page.getByTestId('pages-list-row')).toHaveCount(0);
  const gone = await page.request.get(`/v2/static_pages/${slug}`);
  expect(gone.status()).toBe(404);
});
