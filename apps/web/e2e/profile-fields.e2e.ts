import { expect, test } from '@playwright/test';
import { adminBearer, bearer, signUpAndSignIn, skipIntro } from './support/account.ts';
import { skipCookieConsent } from './support/consent.ts';
import { blockWorkerAndSkipConsent, fitsWidth } from './support/spec.ts';

test.describe('profile fields and public profiles', () => {
  blockWorkerAndSkipConsent();

  test('a fan answers the profile fields in the settings, and finds the answers after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpAndSignIn(page, '/en/settings', 'fieldsfan');
    await skipIntro(page);
    const section = page.getByTestId('profile-fields');
    await expect(section.getByRole('heading', { name: 'More about you' })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);

    // A single select, a multi select as checkboxes (one ticked with the keyboard), a country, a text.
    await section.getByLabel('Favourite player').selectOption({ label: 'Sam Okafor' });
    await section.getByRole('checkbox', { name: 'In the stadium' }).check();
    await section.getByRole('checkbox', { name: 'In a pub' }).focus();
    await page.keyboard.press('Space');
    await expect(section.getByRole('checkbox', { name: 'In a pub' })).toBeChecked();
    const country = section.getByLabel('Country');
    await expect(country).toBeEnabled();
    await country.selectOption({ label: 'Germany' });
    await section.getByLabel('Fan since').fill('1998, the cup final');
    await section.getByTestId('profile-fields-save').click();
    await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();

    await page.reload();
    await expect(section.getByLabel('Favourite player').locator('option:checked')).toHaveText('Sam Okafor');
    await expect(section.getByRole('checkbox', { name: 'In the stadium' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'In a pub' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'At home' })).not.toBeChecked();
    await expect(section.getByLabel('Country')).toHaveValue('DE');
    await expect(section.getByLabel('Fan since')).toHaveValue('1998, the cup final');

    // Clearing one answer keeps the others.
    await section.getByRole('checkbox', { name: 'In the stadium' }).uncheck();
    await section.getByLabel('Fan since').fill('');
    await section.getByTestId('profile-fields-save').click();
    await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();
    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'In the stadium' })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'In a pub' })).toBeChecked();
    await expect(section.getByLabel('Fan since')).toHaveValue('');
    await expect(section.getByLabel('Country')).toHaveValue('DE');

    // The answers are private: the fan's public profile does not show them.
    const me = (await (await page.request.get('/v2/user/show', { headers: await bearer(page) })).json()) as {
      data: { attributes: { slug: string } };
    };
    await page.goto(`/en/profiles/${me.data.attributes.slug}`);
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByText('Sam Okafor')).toHaveCount(0);
  });

  test("a public profile lists the user's groups and counts their posts", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUpAndSignIn(page, '/en/', 'groupsfan');
    await skipIntro(page);
    const auth = await bearer(page);
    const me = (await (await page.request.get('/v2/user/show', { headers: auth })).json()) as {
      data: { attributes: { slug: string } };
    };
    const name = `Curva Nord ${Date.now().toString(36)}`;
    const created = await page.request.post('/v2/fan_groups', { headers: auth, data: { fan_group: { name } } });
    expect(created.status()).toBe(201);
    const group = (await created.json()) as { data: { id: string; attributes: { slug: string } } };
    // The club accepts it (the demo instance reviews new groups), so strangers see it too.
    const accepted = await page.request.put(`/v2/admin/fan_groups/${group.data.id}`, {
      headers: await adminBearer(browser),
      data: { fan_group: { acceptance_status: 'accepted' } },
    });
    expect(accepted.status()).toBe(200);
    const post = await page.request.post('/v2/group_posts', {
      headers: auth,
      data: { group_post: { fan_group_id: group.data.id, body: '<p>See you all at the derby on Sunday!</p>' } },
    });
    expect(post.status()).toBe(201);

    // A guest opens the profile (a context of its own, mobile width).
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const visitor = await guest.newPage();
    await skipCookieConsent(visitor);
    await visitor.goto(`/en/profiles/${me.data.attributes.slug}`);
    const groups = visitor.getByTestId('profile-groups');
    await expect(groups.getByRole('heading', { name: /Groups/ })).toBeVisible();
    const card = groups.getByRole('link', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    const posts = visitor.getByTestId('profile-posts');
    await expect(posts.getByTestId('profile-posts-count')).toHaveText('1 post');
    await expect(posts.getByRole('link', { name: /See you all at the derby on Sunday!/ })).toBeVisible();
    expect(await fitsWidth(visitor)).toBe(true);

    // The card leads to the group.
    await card.click();
    await expect(visitor).toHaveURL(new RegExp(`/en/spaces/${group.data.attributes.slug}$`));
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await guest.close();
  });
});
