import { expect, test, type Page } from '@playwright/test';
import { giveRole, signUpAndSignIn, skipIntro } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, unique } from './support/spec.ts';

// Scheduled contents (docs/CONSOLE.md "Contents"): an editor gives a content its publish and end
// times in the form; an end in the past is refused at its field; a publish time that has come
// publishes it by the server's job, without anybody pressing Publish; a later one shows as scheduled.
blockWorkerAndSkipConsent();

/** A `datetime-local` value `minutes` from now in the browser's time zone. */
const localIn = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);

test('an editor schedules contents: the end is checked, a due publication happens by itself, a later one waits', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page, '/en/', 'console-scheduler');
  await skipIntro(page);
  await giveRole(page, browser, 'editor');

  const slug = `scheduled-${unique()}`;
  await page.goto('/en/admin/content/new');
  await page.getByTestId('content-slug').fill(slug);
  await page.getByTestId('content-title-en').fill('Scheduled news');
  await page.getByTestId('content-unpublish-at').fill(await localIn(page, -60));
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('content-unpublish-at')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/must be in the future/).first()).toBeVisible();
  await expect(page.getByTestId('content-form-error')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Due a minute ago: saved as a draft, then published by the job.
  await page.getByTestId('content-unpublish-at').fill('');
  await page.getByTestId('content-publish-at').fill(await localIn(page, -1));
  await page.getByTestId('content-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/content\/edit\/\d+$/);
  await expect
    .poll(async () => (await page.request.get(`/v2/contents/${slug}`)).status(), { timeout: 60_000 })
    .toBe(200);
  await page.reload();
  await expect(page.getByTestId('content-state')).toHaveText('Published');
  await expect(page.getByTestId('content-publish-at')).toHaveValue('');
  // Unpublished again by hand: the home page's newest content stays the one other tests expect.
  await page.getByTestId('content-unpublish').click();
  await expect(page.getByTestId('content-state')).toHaveText('Draft');

  // Tomorrow: it waits, and the list says so.
  const later = `scheduled-later-${unique()}`;
  await page.goto('/en/admin/content/new');
  await page.getByTestId('content-slug').fill(later);
  await page.getByTestId('content-title-en').fill('Tomorrow’s news');
  await page.getByTestId('content-publish-at').fill(await localIn(page, 24 * 60));
  await page.getByTestId('content-save').click();
  await expect(page).toHaveURL(/\/en\/admin\/content\/edit\/\d+$/);
  const id = /edit\/(\d+)$/.exec(page.url())![1]!;
  await page.goto(`/en/admin/content?search=${encodeURIComponent('Tomorrow')}`);
  await expect(page.getByTestId(`content-scheduled-${id}`)).toContainText('Scheduled for');
  expect((await page.request.get(`/v2/contents/${later}`)).status()).toBe(404);
});
