import { expect, test } from '@playwright/test';
import { bearer, signedUpInNewContext, signInAsAdmin } from './support/account.ts';
import { axeViolations } from './support/axe.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

// The console's members area (docs/CONSOLE.md "Members"): an admin opens a fan's screen from the
// search and sees their organization, accepts it in the organizations screen with a reason (the
// audit log shows it), shows it with the fan's name, and changes an invitation setting, which the
// fan's codes page reflects at once. The invitation settings are the whole instance's: this file
// runs with the instance-wide tests (playwright.config.ts) and puts the setting back.
blockWorkerAndSkipConsent();

test.describe('the console: members, organizations, invitation settings', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an admin reviews a fan and their organization and changes the open codes per member', async ({
    page,
    browser,
  }) => {
    const word = unique();
    const {
      context: fanContext,
      page: fanPage,
      account: fan,
    } = await signedUpInNewContext(browser, '/en/', 'members-fan');
    const fanHeaders = await bearer(fanPage);
    const fanId = (
      (await (await fanPage.request.get('/v2/user/show', { headers: fanHeaders })).json()) as {
        data: { id: string };
      }
    ).data.id;
    // The fan founds an organization: it waits for the team's review.
    const orgName = `Away End Trust ${word}`;
    const created = await fanPage.request.post('/v2/organizations', {
      headers: fanHeaders,
      data: { organization: { name: orgName } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const orgId = ((await created.json()) as { data: { id: string } }).data.id;

    // The admin finds the fan and opens their screen from the list.
    await signInAsAdmin(page, '/en/admin/members');
    await page.getByTestId('members-search').fill(fan.email);
    const row = page.getByTestId('members-list-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: fan.displayName }).click();
    await expect(page).toHaveURL(new RegExp(`/en/admin/members/${fanId}$`));
    const screen = page.getByTestId('member-screen');
    await expect(screen.getByRole('heading', { level: 1 })).toContainText(fan.displayName);
    await expect(page.getByTestId('member-status')).toHaveText('Active');
    const orgs = page.getByTestId('member-organizations');
    await expect(orgs.getByTestId('member-organization')).toContainText(orgName);
    await expect(orgs.getByTestId('member-organization')).toContainText('Waiting for review');
    await expect(page.getByTestId('member-shown-organization')).toHaveText('No organization is shown with their name.');
    expect(await axeViolations(page)).toEqual([]);

    // The organizations screen: the review filter and the search find it; accepting asks first.
    await page.getByTestId('members-tab-organizations').click();
    await expect(page).toHaveURL(/\/en\/admin\/members\/organizations$/);
    await page.getByTestId('orgs-status').selectOption('submitted');
    await expect(page).toHaveURL(/status=submitted/);
    await page.getByTestId('orgs-search').fill(word);
    const orgRow = page.getByTestId('orgs-list-row');
    await expect(orgRow).toHaveCount(1);
    await expect(orgRow).toContainText(orgName);
    expect(await axeViolations(page)).toEqual([]);
    await orgRow.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Accept ${orgName}?`);
    await dialog.getByLabel('Reason (kept in the audit log)').fill(`Known supporters ${word}`);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toHaveCount(0);
    // Accepted: it leaves the submitted filter; its own screen says so and lists the fan.
    await expect(orgRow).toHaveCount(0);
    await page.goto(`/en/admin/members/organizations/${orgId}`);
    await expect(page.getByTestId('org-status')).toHaveText('Accepted');
    await expect(page.getByTestId('org-users-row')).toContainText(fan.displayName);

    // The audit log names who accepted it, before and after, and why.
    await page.getByTestId('console-nav-audit').click();
    await page.getByTestId('audit-search').fill(orgId);
    const entry = page.getByTestId('audit-list-row').filter({ hasText: `Known supporters ${word}` });
    await expect(entry).toContainText('organization.update');
    await expect(entry).toContainText('"status":"submitted"');
    await expect(entry).toContainText('"status":"accepted"');

    // Back on the fan's screen: shown with their name, asked first; the history has it.
    await page.goto(`/en/admin/members/${fanId}`);
    await page.getByTestId(`member-show-org-${orgId}`).click();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Asked by the trust');
    await dialog.getByRole('button', { name: 'Show with their name' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('member-shown-organization')).toHaveText(`Shown with their name: ${orgName}`);
    const history = page.getByTestId('member-history-entry');
    await expect(history.first()).toContainText('user.organization');
    await expect(history.first()).toContainText('Reason: Asked by the trust');

    // Invitation settings (admins): the open codes per member; the fan's codes page follows.
    await page.getByTestId('members-tab-invitations').click();
    await expect(page).toHaveURL(/\/en\/admin\/members\/invitations$/);
    const openCodes = page.getByLabel('Open codes per member');
    await expect(openCodes).not.toHaveValue('');
    const before = await openCodes.inputValue();
    const next = before === '2' ? '3' : '2';
    try {
      await openCodes.fill('many');
      await page.getByTestId('invitation-settings-save').click();
      await expect(page.getByText('A whole number from 0 to 1000.')).toBeVisible();
      await openCodes.fill(next);
      await page.getByTestId('invitation-settings-save').click();
      await expect(page.getByTestId('invitation-settings-saved')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await fanPage.goto('/en/settings/invitationcodes');
      await expect(fanPage.getByTestId('invitations-quota')).toHaveText(`0 of ${next} open codes`);

      // On a phone: the member's screen and the organizations, nothing sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/en/admin/members/${fanId}`);
      await expect(page.getByTestId('member-screen')).toBeVisible();
      expect(await fitsWidth(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`/en/admin/members/organizations?search=${word}`);
      await expect(page.getByTestId('orgs-list-row')).toHaveCount(1);
      expect(await fitsWidth(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      // The setting is the whole instance's: back as it was.
      const restored = await page.request.put('/v2/admin/community_settings', {
        headers: await bearer(page),
        data: { community_settings: { open_codes_per_member: Number(before) } },
      });
      expect(restored.status()).toBe(200);
    }
    await fanContext.close();
  });
});
