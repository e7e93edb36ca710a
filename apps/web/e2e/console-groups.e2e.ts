import { expect, test } from '@playwright/test';
import { adminBearer, bearer, giveRole, signedUpInNewContext } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

// Fan groups in the console (docs/CONSOLE.md "Fan groups"): with the review on, a fan creates a
// group; a moderator accepts it from the queue and features it; the fan sees it accepted and
// featured; the group's owner removes a member and the moderator sees that action on the group's
// screen. At 390 px and 1366 px, with axe.
blockWorkerAndSkipConsent();

test('a moderator reviews and features a new fan group and sees its owner remove a member', async ({ browser }) => {
  test.setTimeout(300_000);
  const name = `Curva Nord ${unique()}`;

  // The review of new groups is on (the switch is the moderators' too); the fan creates a group.
  const owner = await signedUpInNewContext(browser, '/en/spaces', 'grpowner');
  const review = await owner.page.request.put('/v2/admin/fan_group_settings', {
    headers: await adminBearer(browser),
    data: { fan_group_settings: { review_new_groups: true } },
  });
  expect(review.status(), await review.text()).toBe(200);
  const created = await owner.page.request.post('/v2/fan_groups', {
    headers: await bearer(owner.page),
    data: { fan_group: { name } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const group = ((await created.json()) as { data: { id: string; attributes: { slug: string } } }).data;
  const slug = group.attributes.slug;
  await owner.page.goto(`/en/spaces/${slug}`);
  await expect(owner.page.getByTestId('space-acceptance')).toContainText('waits for the club');

  // A moderator opens the fan groups on a phone: the new group is in the queue (the default filter).
  const moderator = await signedUpInNewContext(browser, '/en/', 'grpmod');
  await giveRole(moderator.page, browser, 'moderator');
  const mod = moderator.page;
  await mod.setViewportSize({ width: 390, height: 844 });
  await mod.goto('/en/admin/moderation');
  await mod.getByTestId('moderation-tab-groups').click();
  await expect(mod.getByTestId('console-groups')).toBeVisible();
  await expect(mod.getByTestId('groups-review-new')).toBeChecked();
  await expect(mod.getByTestId('groups-filter-acceptance')).toHaveValue('submitted');
  await mod.getByTestId('groups-search').fill(name);
  const row = mod.getByTestId('groups-list-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId(`groups-status-${group.id}`)).toHaveText('Waiting for review');
  expect(await fitsWidth(mod)).toBe(true);
  expect(await axeViolations(mod)).toEqual([]);

  // Accepted, asked first with a reason; it leaves the queue.
  await mod.getByTestId(`groups-accept-${group.id}`).click();
  const dialog = mod.getByRole('alertdialog');
  await expect(dialog).toContainText(`Accept “${name}”?`);
  await dialog.getByLabel('Reason (kept in the audit log)').fill('A real supporters club');
  expect(await axeViolations(mod)).toEqual([]);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await mod.getByTestId('groups-filter-acceptance').selectOption('accepted');
  await expect(row.getByTestId(`groups-status-${group.id}`)).toHaveText('Accepted');
  await mod.getByTestId(`groups-feature-${group.id}`).click();
  await dialog.getByRole('button', { name: 'Feature' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId(`groups-featured-${group.id}`)).toHaveText('Featured');

  // The fan sees the group accepted and featured.
  await owner.page.reload();
  await expect(owner.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(owner.page.getByTestId('space-acceptance')).toHaveCount(0);
  await expect(owner.page.locator('.space-badge', { hasText: 'Featured' })).toBeVisible();

  // A second fan joins; the owner removes them from the members tab.
  const member = await signedUpInNewContext(browser, `/en/spaces/${slug}`, 'grpmember');
  const joined = await member.page.request.post(`/v2/fan_groups/${slug}/join`, { headers: await bearer(member.page) });
  expect(joined.status(), await joined.text()).toBe(200);
  const fan = member.account.displayName;
  await owner.page.goto(`/en/spaces/${slug}/members`);
  const active = owner.page.getByTestId('space-members-active');
  await active.getByRole('button', { name: `Remove: ${fan}` }).click();
  await expect(active.getByTestId('space-member').filter({ hasText: fan })).toHaveCount(0);

  // The moderator opens the group's screen and sees that action, newest first, by the owner.
  await row.getByTestId(`groups-open-${group.id}`).click();
  await expect(mod.getByTestId('group-name')).toHaveText(name);
  await expect(mod.getByTestId('group-status')).toContainText('Accepted · Featured');
  const actions = mod.getByTestId('group-actions-row');
  await expect(actions.first().getByTestId('group-action')).toHaveText('Member removed');
  await expect(actions.first()).toContainText(owner.account.displayName);
  await expect(actions.filter({ hasText: 'Reason: A real supporters club' })).toHaveCount(1);
  expect(await fitsWidth(mod)).toBe(true);
  expect(await axeViolations(mod)).toEqual([]);

  // At 1366 px too.
  await mod.setViewportSize({ width: 1366, height: 900 });
  await expect(actions.first().getByTestId('group-action')).toHaveText('Member removed');
  expect(await fitsWidth(mod)).toBe(true);
  expect(await axeViolations(mod)).toEqual([]);
  for (const p of [owner, moderator, member]) await p.context.close();
});
