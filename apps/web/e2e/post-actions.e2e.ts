import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminBearer, bearer, signedUpInNewContext, signUpAndSignIn, skipIntro, TINY_PNG } from './support/account.ts';
import { skipCookieConsent } from './support/consent.ts';
import { createWallet, expectBalance } from './support/wallet.ts';
import { acceptedGroup, feedHas, me, openFeed } from './support/posts.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

/** A post's src of its first image. */
async function imageSrc(page: Page, scope: ReturnType<Page['getByTestId']>): Promise<string | null> {
  await expect(scope.getByTestId('post-image').first()).toBeVisible();
  return scope.getByTestId('post-image').first().getAttribute('src');
}

test.describe('editing and boosting posts', () => {
  blockWorkerAndSkipConsent();

  test('the author edits a group post in place (keyboard, cancel, busy, images kept then replaced, the error body); others get no edit and a 403', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await adminBearer(browser);
    const first = `Meet at the north gate ${unique()}`;
    const second = `Meet at the south gate ${unique()}`;
    const third = `Changed plans again ${unique()}`;

    // The owner's public group; a fan joins and posts a text with an image.
    await signUpAndSignIn(page, '/en/spaces', 'editowner');
    await skipIntro(page);
    const group = await acceptedGroup(page, admin, { name: `Gate Keepers ${unique()}` });
    const author = await signedUpInNewContext(browser, `/en/spaces/${group.slug}`, 'editauthor');
    const authorHeaders = await bearer(author.page);
    const joined = await author.page.request.post(`/v2/fan_groups/${group.slug}/join`, { headers: authorHeaders });
    expect(joined.status(), await joined.text()).toBe(200);
    const created = await author.page.request.post('/v2/group_posts', {
      headers: authorHeaders,
      multipart: {
        'group_post[fan_group_id]': group.id,
        'group_post[body]': `<p>${first}</p>`,
        'img_files[]': { name: 'gate.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const createdPost = ((await created.json()) as { data: { id: string; attributes: { slug: string } } }).data;
    const postSlug = createdPost.attributes.slug;

    // The owner moderates (may delete) but has no edit action, in the list nor on the post's page,
    // and the server refuses their PUT.
    await page.goto(`/en/spaces/${group.slug}/posts`);
    const ownersView = page.getByTestId('post').filter({ hasText: first });
    await expect(ownersView.getByTestId('post-delete')).toBeVisible();
    await expect(ownersView.getByTestId('boost-button')).toBeVisible();
    await expect(ownersView.getByTestId('post-edit')).toHaveCount(0);
    await page.goto(`/en/spaces/${group.slug}/posts/${postSlug}`);
    await expect(page.getByTestId('post-page').getByTestId('post-body')).toHaveText(first);
    await expect(page.getByTestId('post-page').getByTestId('post-edit')).toHaveCount(0);
    const refused = await page.request.put(`/v2/group_posts/${postSlug}`, {
      headers: await bearer(page),
      data: { group_post: { body: '<p>Not yours</p>' } },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('Only its author can edit a post.');

    // The author opens the editor with the keyboard: the text is there, focused, the image kept.
    const ap = author.page;
    await ap.goto(`/en/spaces/${group.slug}/posts`);
    // The post by its id (its text and slug change below).
    const post = ap.getByTestId('group-posts').locator(`[aria-labelledby="post-group_post-${createdPost.id}-author"]`);
    await expect(post.getByTestId('post-body')).toHaveText(first);
    const imageBefore = await imageSrc(ap, post);
    const edit = post.getByRole('button', { name: 'Edit' });
    await edit.focus();
    await ap.keyboard.press('Enter');
    const composer = post.getByTestId('post-edit-composer');
    const editor = composer.getByRole('textbox', { name: 'Edit your post' });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveText(first);
    await expect(composer.getByRole('heading', { name: 'Edit your post' })).toBeVisible();
    await expect(composer.getByRole('img', { name: 'Current image 1 of 1' })).toBeVisible();
    await expect(composer.getByText('The image stays unless you add new ones, which replace it.')).toBeVisible();
    // Cancel leaves the post as it was and gives the focus back to Edit.
    await composer.getByRole('button', { name: 'Cancel' }).click();
    await expect(composer).toHaveCount(0);
    await expect(post.getByTestId('post-body')).toHaveText(first);
    await expect(edit).toBeFocused();

    // Saving: busy while the PUT is on its way, then the post changes in place, its image kept.
    await edit.click();
    await editor.fill(second);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await ap.route('**/v2/group_posts/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await composer.getByRole('button', { name: 'Save' }).click();
    const saving = composer.getByRole('button', { name: 'Saving…' });
    await expect(saving).toBeDisabled();
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(composer.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expect(composer).toHaveCount(0);
    await ap.unroute('**/v2/group_posts/*');
    const edited = ap.getByTestId('group-posts').getByTestId('post').filter({ hasText: second });
    await expect(edited.getByTestId('post-body')).toHaveText(second);
    await expect(edited).toContainText('edited');
    expect(await imageSrc(ap, edited)).toBe(imageBefore);
    await expect(edited.getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(ap.getByText('The post was saved.')).toBeVisible();
    // It is the server's text: a reload shows it.
    await ap.reload();
    await expect(ap.getByTestId('group-posts').getByTestId('post-body').filter({ hasText: second })).toBeVisible();
    await expect(ap.getByTestId('group-posts').getByText(first)).toHaveCount(0);

    // On the post's page: new text and a new image, which replaces the old one; the address follows the new slug.
    await ap.goto(`/en/spaces/${group.slug}/posts/${postSlug}`);
    const onPage = ap.getByTestId('post-page').getByTestId('post');
    await onPage.getByRole('button', { name: 'Edit' }).click();
    const pageComposer = onPage.getByTestId('post-edit-composer');
    await pageComposer.getByRole('textbox', { name: 'Edit your post' }).fill(third);
    await pageComposer
      .getByTestId('post-edit-composer-file')
      .setInputFiles({ name: 'new-gate.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(pageComposer.getByText('The new images replace the current image.')).toBeVisible();
    await expect(pageComposer.getByRole('img', { name: 'new-gate.png' })).toBeVisible();
    await pageComposer.getByRole('button', { name: 'Save' }).click();
    await expect(pageComposer).toHaveCount(0);
    await expect(onPage.getByTestId('post-body')).toHaveText(third);
    await expect(ap).toHaveURL(new RegExp(`/en/spaces/${group.slug}/posts/changed-plans-again-[a-z0-9-]+-\\d+$`));
    const imageAfter = await imageSrc(ap, onPage);
    expect(imageAfter).not.toBe(imageBefore);
    await ap.reload();
    await expect(ap.getByTestId('post-page').getByTestId('post-body')).toHaveText(third);
    expect(await imageSrc(ap, ap.getByTestId('post-page'))).toBe(imageAfter);
    await expect(ap.getByTestId('post-page').getByTestId('post-image')).toHaveCount(1);

    // A failed save shows the server's error body and keeps the editor: the owner mutes the author meanwhile.
    await onPage.getByRole('button', { name: 'Edit' }).click();
    await pageComposer.getByRole('textbox', { name: 'Edit your post' }).fill(`${third} muted`);
    const authorId = (await me(ap)).id;
    const muted = await page.request.put(`/v2/fan_groups/${group.slug}/users/${authorId}`, {
      headers: await bearer(page),
      data: { data: { status: 'muted' } },
    });
    expect(muted.status(), await muted.text()).toBe(200);
    await pageComposer.getByRole('button', { name: 'Save' }).click();
    await expect(pageComposer.getByRole('alert')).toHaveText('You are muted in this group: you cannot post.');
    await expect(pageComposer.getByRole('textbox', { name: 'Edit your post' })).toBeVisible();
    await pageComposer.getByRole('button', { name: 'Cancel' }).click();
    // Muted, the author may not edit any more: the server no longer offers it.
    await ap.reload();
    await expect(ap.getByTestId('post-page').getByTestId('post-body')).toHaveText(third);
    await expect(ap.getByTestId('post-page').getByTestId('post-edit')).toHaveCount(0);
    await author.context.close();
  });

  test('posts carry the boost button: a fan boosts a group post, opens the boost dialog on a feed post and edits a feed post in the feed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await adminBearer(browser);
    const groupWords = `Boost our banner ${unique()}`;
    const feedWords = `Boost the away trip ${unique()}`;
    const feedEdited = `Boost the away trip, bus at nine ${unique()}`;

    await signUpAndSignIn(page, '/en/', 'booster');
    await skipIntro(page);
    const headers = await bearer(page);
    const group = await acceptedGroup(page, admin, { name: `Banner Crew ${unique()}` });
    const groupPost = await page.request.post('/v2/group_posts', {
      headers,
      data: { group_post: { fan_group_id: group.id, body: `<p>${groupWords}</p>` } },
    });
    expect(groupPost.status(), await groupPost.text()).toBe(201);
    const feedPost = await page.request.post('/v2/feed_posts', {
      headers,
      data: { feed_post: { body: `<p>${feedWords}</p>` } },
    });
    expect(feedPost.status(), await feedPost.text()).toBe(201);

    // A guest sees the boosts of a post and is led to sign in.
    const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
    const guestPage = await guest.newPage();
    await skipCookieConsent(guestPage);
    await guestPage.goto(`/en/spaces/${group.slug}/posts`);
    const guestPost = guestPage.getByTestId('post').filter({ hasText: groupWords });
    await expect(guestPost.getByTestId('boost-signin')).toHaveAttribute('href', /^\/en\/account\/login\?redirect=/);
    await guest.close();

    // The fan's wallet, with 5 tokens minted by the club.
    await createWallet(page);
    const minted = await page.request.post('/v2/admin/chain/mints', {
      headers: { ...admin, 'Idempotency-Key': randomUUID() },
      data: { mint: { user_id: (await me(page)).id, amount: '500000000' } },
    });
    expect(minted.status(), await minted.text()).toBeLessThan(300);
    await expectBalance(page, '5');

    // The group post's boost button opens the boost dialog; 1 token boosts it.
    await page.goto(`/en/spaces/${group.slug}/posts`);
    const post = page.getByTestId('group-posts').getByTestId('post').filter({ hasText: groupWords });
    await expect(post.getByTestId('boosts-count')).toHaveText('0');
    await post.getByTestId('boost-button').click();
    const dialog = page.getByTestId('boost-dialog');
    await expect(dialog.getByTestId('boost-balance')).toContainText('5');
    await expect(dialog.getByLabel('Amount (tokens)')).toBeFocused();
    await dialog.getByLabel('Amount (tokens)').fill('1');
    await dialog.getByRole('button', { name: 'Boost' }).last().click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    await expect(post.getByTestId('boosts-count')).toHaveText('1');
    await expect(post.getByTestId('boost-button')).toHaveAttribute('aria-pressed', 'true');
    // The server counted it: the post's page shows it too.
    await expect(async () => {
      await page.goto(`/en/spaces/${group.slug}/posts`);
      const again = page.getByTestId('post').filter({ hasText: groupWords });
      await expect(again.getByTestId('boosts-count')).toHaveText('1', { timeout: 3000 });
      await expect(again.getByTestId('boost-button')).toHaveAttribute('aria-pressed', 'true');
    }).toPass({ timeout: 30_000 });

    // In the feed, the feed post's boost button opens the dialog too (closed again with Escape).
    await openFeed(page);
    expect(await feedHas(page, feedWords)).toBe(true);
    const inFeed = page.getByTestId('feed-item').filter({ hasText: feedWords });
    await inFeed.getByTestId('boost-button').click();
    // The focus moves to the amount field (Escape closes the dialog and gives it back).
    const feedDialog = page.getByTestId('boost-dialog');
    await expect(feedDialog.getByLabel('Amount (tokens)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(feedDialog).toHaveCount(0);
    await expect(inFeed.getByTestId('boost-button')).toBeFocused();

    // Its author edits it right there: the feed shows the new text in place.
    await inFeed.getByRole('button', { name: 'Edit' }).click();
    const composer = page.getByTestId('post-edit-composer');
    await composer.getByRole('textbox', { name: 'Edit your post' }).fill(feedEdited);
    await composer.getByRole('button', { name: 'Save' }).click();
    await expect(composer).toHaveCount(0);
    const editedItem = page.getByTestId('feed-item').filter({ hasText: feedEdited });
    await expect(editedItem.getByTestId('post-body')).toHaveText(feedEdited);
    await expect(editedItem.getByTestId('boost-button')).toBeVisible();

    // On a phone the post with its actions and the open editor fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en/spaces/${group.slug}/posts`);
    const phonePost = page.getByTestId('post').filter({ hasText: groupWords });
    await expect(phonePost.getByTestId('boost-button')).toBeVisible();
    await phonePost.getByRole('button', { name: 'Edit' }).click();
    await expect(phonePost.getByRole('textbox', { name: 'Edit your post' })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
  });
});
