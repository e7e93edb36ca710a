import { expect, test, type Page } from '@playwright/test';
import { adminBearer, bearer, signedUpInNewContext, signInAsAdmin } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, publishedByAdmin, unique } from './support/spec.ts';

// The console's participation and announcements (docs/CONSOLE.md "Participation", "Announcements"):
// an admin sets a mission's idea's status (rejecting asks first) and its author sees it; an event's
// registrations and waiting list are listed with its capacity; an announcement to every fan with
// the prompt dialog reaches a fan's app. Each new screen passes axe, at 1280 and at 390 px.
// The announcement goes to every fan of the instance, so the file runs after the others
// (playwright.config.ts INSTANCE_WIDE) and its tests one after the other, the announcement last.
blockWorkerAndSkipConsent();
test.describe.configure({ mode: 'serial' });

const DAY = 24 * 3600 * 1000;
const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

async function atPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await fitsWidth(page)).toBe(true);
  await axeClean(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an admin sets an idea's status in the console, rejecting asks first, and its author sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminBearer(browser);
  const slug = `console-mission-${unique()}`;
  const missionId = await publishedByAdmin(page, admin, 'ideation_missions', {
    ideation_mission: {
      slug,
      title: { en: 'A better stadium' },
      ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
    },
  });
  const fan = await signedUpInNewContext(browser, `/en/ideationhub/${slug}`, 'idea-author');
  const title = `Roof over the terrace ${unique()}`;
  const added = await fan.page.request.post(`/v2/ideation_missions/${slug}/ideas`, {
    headers: await bearer(fan.page),
    data: { idea: { title, body: '<p>Keep us dry.</p>' } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const ideaId = ((await added.json()) as { data: { id: string } }).data.id;

  await signInAsAdmin(page, `/en/admin/participation/ideation_missions/${missionId}`);
  const ideas = page.getByTestId('mission-ideas');
  await expect(ideas.getByTestId('ideas-list-row')).toHaveCount(1);
  await expect(ideas.getByTestId('ideas-list-row')).toContainText(title);
  await axeClean(page);

  // The search and the status filter are kept in the URL.
  await page.getByTestId('ideas-search').fill('no such idea');
  await expect(page).toHaveURL(/search=no/);
  await expect(page.getByTestId('ideas-list-empty')).toBeVisible();
  await page.getByTestId('ideas-search').fill('');
  await page.getByTestId('ideas-status-filter').selectOption('submitted');
  await expect(page).toHaveURL(/status=submitted/);
  await expect(ideas.getByTestId('ideas-list-row')).toHaveCount(1);
  await page.getByTestId('ideas-status-filter').selectOption('');

  // Accepted at once; the author sees it.
  await page.getByTestId(`idea-status-${ideaId}`).selectOption('accepted');
  await page.getByTestId(`idea-apply-${ideaId}`).click();
  await expect(page.getByTestId(`idea-apply-${ideaId}`)).toBeDisabled();
  await fan.page.reload();
  const item = fan.page.getByTestId('idea-item').filter({ hasText: title });
  await expect(item.getByTestId('idea-status')).toHaveText('Accepted');

  // Rejecting asks first, in a dialog that names the idea.
  await page.getByTestId(`idea-status-${ideaId}`).selectOption('rejected');
  await page.getByTestId(`idea-apply-${ideaId}`).click();
  const dialog = page.getByTestId(`idea-apply-${ideaId}-dialog`);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await axeClean(page);
  await page.getByTestId(`idea-apply-${ideaId}-confirm`).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`idea-status-${ideaId}`)).toHaveValue('rejected');
  await fan.page.reload();
  await expect(item.getByTestId('idea-status')).toHaveText('Rejected');

  await atPhoneWidth(page);
  await fan.context.close();
});

test("an event's registrations and waiting list are listed with its capacity", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const admin = await adminBearer(browser);
  const slug = `console-event-${unique()}`;
  const eventId = await publishedByAdmin(page, admin, 'events', {
    event: {
      slug,
      title: { en: 'Meet the players' },
      starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
      capacity: 1,
    },
  });
  const fans = [];
  for (const prefix of ['first-fan', 'second-fan']) {
    const fan = await signedUpInNewContext(browser, '/en/', prefix);
    const registered = await fan.page.request.post(`/v2/events/${slug}/registration`, {
      headers: await bearer(fan.page),
    });
    expect(registered.status(), await registered.text()).toBe(200);
    fans.push(fan);
  }

  await signInAsAdmin(page, `/en/admin/participation/events/${eventId}`);
  const list = page.getByTestId('event-registrations');
  await expect(page.getByTestId('event-capacity')).toHaveText('1 of 1 places taken. 1 fan on the waiting list.');
  const rows = list.getByTestId('registrations-list-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(fans[0]!.account.displayName);
  await expect(rows.nth(0)).toContainText('Registered');
  await expect(rows.nth(1)).toContainText(fans[1]!.account.displayName);
  await expect(rows.nth(1)).toContainText('Waiting, place 1');
  await axeClean(page);

  await page.getByTestId('registrations-status-filter').selectOption('waiting');
  await expect(page).toHaveURL(/status=waiting/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(fans[1]!.account.displayName);

  await atPhoneWidth(page);
  for (const fan of fans) await fan.context.close();
});

test("an announcement to every fan with the prompt dialog, asked first, reaches a fan's app", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const fan = await signedUpInNewContext(browser, '/en/', 'announced-fan');
  const title = `Cup final ${unique()}`;

  await signInAsAdmin(page, '/en/admin/content');
  await page.getByTestId('content-announcements').click();
  await expect(page).toHaveURL(/\/en\/admin\/content\/announcements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await axeClean(page);

  // Empty fields are refused at the fields, before anything is sent.
  await page.getByTestId('announce-send').click();
  await expect(page.getByTestId('announce-title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('announce-title').fill(title);
  await page.getByTestId('announce-body').fill('Gates open at 6. See you there!');
  await page.getByLabel('Show it as a dialog when fans open the app').check();
  await expect(page.getByTestId('announce-to-all')).toBeChecked();
  await page.getByTestId('announce-send').click();
  const dialog = page.getByTestId('announce-confirm-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await axeClean(page);
  await page.getByTestId('announce-confirm').click();
  await expect(page.getByTestId('announce-sent')).toHaveText('Sent to every fan. It reaches them in the next minutes.');
  const sent = page.getByTestId('announcements-list-row').filter({ hasText: title });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Every fan');

  // The fan's app shows it as a dialog.
  await expect(async () => {
    await fan.page.reload();
    await expect(fan.page.getByTestId('notification-prompt')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  const prompt = fan.page.getByTestId('notification-prompt');
  await expect(prompt.getByRole('heading', { name: title })).toBeVisible();
  await expect(prompt).toContainText('Gates open at 6. See you there!');

  await atPhoneWidth(page);
  await fan.context.close();
});
