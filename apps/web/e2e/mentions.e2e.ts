import { expect, test } from '@playwright/test';
import { adminBearer, bearer, signedUpInNewContext, signUpAndSignIn, skipIntro } from './support/account.ts';
import { blockWorkerAndSkipConsent } from './support/spec.ts';

test.describe('mentions in the post editor', () => {
  blockWorkerAndSkipConsent();

  test('a member mentions another with the keyboard: the post links the profile and the mentioned fan is notified', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The owner signs up and makes a public group (through the API; the club accepts it).
    await signUpAndSignIn(page, '/en/spaces', 'mentionowner');
    await skipIntro(page);
    const created = await page.request.post('/v2/fan_groups', {
      headers: await bearer(page),
      data: { fan_group: { name: `Mention Terrace ${Date.now().toString(36)}` } },
    });
    expect(created.status()).toBe(201);
    const group = ((await created.json()) as { data: { id: string; attributes: { slug: string } } }).data;
    const accepted = await page.request.put(`/v2/admin/fan_groups/${group.id}`, {
      headers: await adminBearer(browser),
      data: { fan_group: { acceptance_status: 'accepted' } },
    });
    expect(accepted.status()).toBe(200);
    const slug = group.attributes.slug;

    // A second fan joins it.
    const b = await signedUpInNewContext(browser, '/en/spaces', 'mentionfan');
    const fanHeaders = await bearer(b.page);
    expect((await b.page.request.post(`/v2/fan_groups/${slug}/join`, { headers: fanHeaders })).status()).toBe(200);
    const me = (await (await b.page.request.get('/v2/user/show', { headers: fanHeaders })).json()) as {
      data: { id: string; attributes: { slug: string; display_name: string } };
    };
    const fan = { id: me.data.id, slug: me.data.attributes.slug, name: me.data.attributes.display_name };
    // The part of the name that is this fan's alone ("Fan <unique>").
    const query = fan.name.split(' ').pop() ?? fan.name;

    // The owner types @ and part of the name in the group's composer: the list offers the fan.
    await page.goto(`/en/spaces/${slug}/posts`);
    const editor = page.getByTestId('group-post-composer-editor');
    await editor.click();
    await page.keyboard.type(`Thanks @${query}`);
    const list = page.getByRole('listbox', { name: 'People to mention' });
    const option = list.getByRole('option', { name: new RegExp(fan.name) });
    await expect(option).toBeVisible();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    // Focus stays in the text, which names the active option and the list for screen readers.
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await expect(editor).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
    await expect(page.getByTestId('mention-status')).toHaveText(
      '1 person found. Up and down arrows choose, Enter inserts.',
    );
    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(editor).not.toHaveAttribute('aria-activedescendant');
    await expect(editor.locator(`a[data-mention="${fan.id}"]`)).toHaveText(`@${fan.name}`);

    // Escape closes a list without inserting anything; the text typed stays text.
    await page.keyboard.type('and @nobody-here-at-all');
    await expect(page.getByTestId('mention-empty')).toHaveText('No one found.');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mention-popup')).toHaveCount(0);
    await expect(editor).toContainText('@nobody-here-at-all');

    // Sent, the post's mention links the fan's profile.
    await page.getByTestId('group-post-composer-send').click();
    const link = page.getByTestId('post').first().getByTestId('post-body').locator(`a[data-mention="${fan.id}"]`);
    await expect(link).toHaveText(`@${fan.name}`);
    await expect(link).toHaveAttribute('href', `/en/profiles/${fan.slug}`);

    // The fan is told, and the notification opens the post in its group.
    await b.page.goto('/en/notifications');
    const notification = b.page.getByTestId('notification').filter({ hasText: 'mentioned you in a post' });
    await expect(notification).toBeVisible();
    await notification.getByRole('link').first().click();
    await b.page.waitForURL(new RegExp(`/en/spaces/${slug}/posts/[a-z0-9-]+-\\d+$`));
    await expect(b.page.locator(`a[data-mention="${fan.id}"]`).first()).toBeVisible();
    await b.context.close();
  });
});
