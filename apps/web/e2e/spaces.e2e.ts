import { expect, test } from '@playwright/test';
import { adminBearer, bearer, signedUpInNewContext, signUpAndSignIn, skipIntro } from './support/account.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

test.describe('fan groups (spaces)', () => {
  blockWorkerAndSkipConsent();

  test('a fan creates a private group, a second fan asks to join, the owner approves, bans and unbans', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const name = `Away Day Crew ${unique()}`;

    // The owner signs up and creates a privately accessible group from the list.
    await signUpAndSignIn(page, '/en/spaces', 'spaceowner');
    await skipIntro(page);
    await expect(page.getByTestId('spaces-page')).toBeVisible();
    await page.getByTestId('spaces-create').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a fan group' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('We travel to every away match.\n\nBring a scarf.');
    await page.getByLabel('Who may join').selectOption('privately_accessible');
    await page.getByTestId('space-form-submit').click();

    // It lands on the new group (its slug ends in -{id}); Back leads to the list, not to the form.
    await page.waitForURL(/\/en\/spaces\/away-day-crew-[a-z0-9]+-\d+$/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const id = /-(\d+)$/.exec(slug)?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('space-standing')).toHaveText('You own this group');
    await expect(page.getByTestId('space-acceptance')).toContainText('waits for the club');
    await expect(page.getByTestId('space-description')).toContainText('Bring a scarf.');
    expect(new URL(page.url()).hash).toBe('');
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/spaces$/);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The club accepts the group (the instance reviews new groups by default).
    const admin = await adminBearer(browser);
    const accepted = await page.request.put(`/v2/admin/fan_groups/${id}`, {
      headers: admin,
      data: { fan_group: { acceptance_status: 'accepted' } },
    });
    expect(accepted.status()).toBe(200);

    // A second fan finds it and asks to join: the request is pending.
    const b = await signedUpInNewContext(browser, `/en/spaces/${slug}`, 'spacefan');
    await expect(b.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await b.page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(b.page.getByTestId('space-standing')).toHaveText('Membership pending');
    const fan = b.account.displayName;

    // The owner opens the members tab with the keyboard (arrow keys in the tablist).
    await page.reload();
    await expect(page.getByTestId('space-acceptance')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Info' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/en/spaces/${slug}/members$`));
    await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Members' })).toBeFocused();

    // The request is approved: the fan moves to the front of the members, the counts follow.
    const pending = page.getByTestId('space-members-pending');
    const active = page.getByTestId('space-members-active');
    await expect(pending.getByTestId('space-members-pending-total')).toHaveText('(1)');
    await pending.getByRole('button', { name: `Approve: ${fan}` }).click();
    await expect(pending.getByTestId('space-members-pending-total')).toHaveText('(0)');
    await expect(active.getByTestId('space-member').first()).toContainText(fan);
    await expect(active.getByTestId('space-members-active-total')).toHaveText('(2)');
    await expect(page.getByTestId('space-counts')).toContainText('2 members');
    await b.page.reload();
    await expect(b.page.getByTestId('space-standing')).toHaveText('You are a member');

    // The owner bans the member, who finds themselves banned; then takes it back.
    await active.getByRole('button', { name: `Ban: ${fan}` }).click();
    const banned = page.getByTestId('space-members-banned_muted');
    await expect(banned.getByTestId('space-member')).toContainText(fan);
    await expect(banned.getByTestId('space-member-label')).toHaveText('Banned');
    await expect(active.getByTestId('space-members-active-total')).toHaveText('(1)');
    await b.page.reload();
    await expect(b.page.getByTestId('space-standing')).toHaveText('You are banned from this group.');
    await banned.getByRole('button', { name: `Unban: ${fan}` }).click();
    await expect(banned.getByTestId('space-member')).toHaveCount(0);
    await expect(active.getByTestId('space-member').filter({ hasText: fan })).toBeVisible();
    await b.page.reload();
    await expect(b.page.getByTestId('space-standing')).toHaveText('You are a member');

    // On a phone the group page fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(active.getByTestId('space-member').first()).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await b.context.close();
  });

  test('an owner invites a second fan through the invite dialog; the fan accepts the invitation and is a member', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const name = `Invite Only ${unique()}`;

    // The fan to invite has an account (the dialog finds fans by name); they use a phone.
    const b = await signedUpInNewContext(browser, '/en/spaces', 'spaceinvitee');
    const fan = b.account.displayName;
    await b.page.setViewportSize({ width: 390, height: 844 });

    // The owner's group is privately accessible and only visible to its members, accepted by the club.
    await signUpAndSignIn(page, '/en/spaces', 'spaceinviter');
    await skipIntro(page);
    const created = await page.request.post('/v2/fan_groups', {
      headers: await bearer(page),
      data: { fan_group: { name, access: 'privately_accessible', visibility: 'privately_visible' } },
    });
    expect(created.status()).toBe(201);
    const group = ((await created.json()) as { data: { id: string; attributes: { slug: string } } }).data;
    const slug = group.attributes.slug;
    const accepted = await page.request.put(`/v2/admin/fan_groups/${group.id}`, {
      headers: await adminBearer(browser),
      data: { fan_group: { acceptance_status: 'accepted' } },
    });
    expect(accepted.status()).toBe(200);
    // Before the invitation the group is not there for the fan.
    await b.page.goto(`/en/spaces/${slug}`);
    await expect(b.page.getByRole('heading', { name: 'Group not found' })).toBeVisible();

    // The owner invites them from the members tab through the dialog, by name.
    await page.goto(`/en/spaces/${slug}/members`);
    await page.getByTestId('space-invite').click();
    const dialog = page.getByTestId('space-invite-dialog');
    await expect(dialog.getByLabel('Search fans by name')).toBeFocused();
    await page.keyboard.type(fan);
    await dialog.getByRole('button', { name: `Invite ${fan}` }).click();
    await expect(dialog.getByTestId('space-invite-done')).toHaveText(`${fan} is invited.`);
    await page.keyboard.press('Escape');
    const pending = page.getByTestId('space-members-pending');
    await expect(pending.getByTestId('space-member').filter({ hasText: fan })).toBeVisible();

    // The fan's notification opens the group, where the invitation waits for an answer.
    await b.page.goto('/en/notifications');
    await b.page.getByTestId('notification').filter({ hasText: name }).getByRole('link').click();
    await expect(b.page).toHaveURL(new RegExp(`/en/spaces/${slug}$`));
    await expect(b.page.getByRole('heading', { level: 1, name })).toBeVisible();
    const invitation = b.page.getByRole('group', { name: 'You are invited to this group' });
    await expect(invitation).toBeVisible();
    await expect(b.page.getByTestId('space-cancel-request')).toHaveCount(0);
    expect(await fitsWidth(b.page)).toBe(true);

    // Accepted with the keyboard: a member at once, the focus on the new standing.
    await invitation.getByRole('button', { name: 'Accept' }).focus();
    await b.page.keyboard.press('Enter');
    await expect(b.page.getByTestId('space-standing')).toHaveText('You are a member');
    await expect(b.page.getByTestId('space-standing')).toBeFocused();
    await expect(b.page.getByTestId('alert-success')).toContainText('You are now a member of the group.');
    await expect(b.page.getByTestId('space-counts')).toContainText('2 members');
    await expect(invitation).toHaveCount(0);
    await b.page.reload();
    await expect(b.page.getByTestId('space-standing')).toHaveText('You are a member');

    // The owner finds them among the members, nobody waiting.
    await page.reload();
    await expect(
      page.getByTestId('space-members-active').getByTestId('space-member').filter({ hasText: fan }),
    ).toBeVisible();
    await expect(pending.getByTestId('space-members-pending-total')).toHaveText('(0)');
    await b.context.close();
  });

  test('the list searches after a pause and falls back from featured groups to all of them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const word = `Tifo${unique()}`;
    const admin = await adminBearer(browser);
    // A group that is accepted and not featured, made through the API as its owner.
    await signUpAndSignIn(page, '/en/spaces', 'spacelist');
    await skipIntro(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'access-token')?.value ?? '';
    const created = await page.request.post('/v2/fan_groups', {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      data: { fan_group: { name: `${word} Painters` } },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const accepted = await page.request.put(`/v2/admin/fan_groups/${id}`, {
      headers: admin,
      data: { fan_group: { acceptance_status: 'accepted' } },
    });
    expect(accepted.status()).toBe(200);

    await page.goto('/en/spaces');
    await expect(page.getByTestId('spaces-page')).toBeVisible();
    await expect(page.getByTestId('spaces-featured')).toBeChecked();
    // Searching: nothing is asked until the fan stops typing; the featured list has no match, so
    // the filter is switched off and the group is found among all groups.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/v2/fan_groups?')) asked.push(r.url());
    });
    await page.getByTestId('spaces-search').pressSequentially(word, { delay: 30 });
    await expect(page.getByTestId('space-card').filter({ hasText: `${word} Painters` })).toBeVisible();
    await expect(page.getByTestId('spaces-fallback')).toHaveText(
      'There are no featured groups yet, so all groups are shown.',
    );
    await expect(page.getByTestId('spaces-featured')).not.toBeChecked();
    expect(asked.filter((u) => u.includes('search=') && !u.includes(`search=${word}`))).toEqual([]);
    expect(asked.filter((u) => u.includes(`search=${word}`) && u.includes('by_featured=true')).length).toBe(1);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));

    // A search nothing matches shows the empty state.
    await page.getByTestId('spaces-search').fill(`${word}-nothing`);
    await expect(page.getByTestId('spaces-empty')).toBeVisible();
  });
});
