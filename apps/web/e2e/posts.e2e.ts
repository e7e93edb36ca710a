import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminBearer,
  bearer,
  signedUpInNewContext,
  signUpAndSignIn,
  skipIntro,
  TINY_PNG as PNG,
} from './support/account.ts';
import { skipCookieConsent } from './support/consent.ts';
import { acceptedGroup, feedHas, me, openFeed } from './support/posts.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

async function postVisibility(request: APIRequestContext, slug: string, headers: Record<string, string>) {
  const response = await request.get(`/v2/fan_groups/${slug}`, { headers });
  return ((await response.json()) as { data: { attributes: { post_visibility: string } } }).data.attributes
    .post_visibility;
}

test.describe('posts and the feed', () => {
  blockWorkerAndSkipConsent();

  test('a member posts with an image in a private group; members-only posts stay hidden from a non-member in the group and the feed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await adminBearer(browser);
    const name = `Away Days ${unique()}`;
    const words = `Ferry leaves at six ${unique()}`;

    // The owner's privately accessible group, accepted by the club.
    await signUpAndSignIn(page, '/en/spaces', 'postowner');
    await skipIntro(page);
    const owner = await me(page);
    const group = await acceptedGroup(page, admin, { name, access: 'privately_accessible' });

    // A second fan asks to join; the owner approves in the members tab.
    const member = await signedUpInNewContext(browser, `/en/spaces/${group.slug}`, 'postmember');
    await member.page.getByRole('button', { name: 'Ask to join' }).click();
    await expect(member.page.getByTestId('space-standing')).toHaveText('Membership pending');
    await page.goto(`/en/spaces/${group.slug}/members`);
    await page
      .getByTestId('space-members-pending')
      .getByRole('button', { name: `Approve: ${member.account.displayName}` })
      .click();
    await expect(page.getByTestId('space-members-active').getByTestId('space-members-active-total')).toHaveText('(2)');

    // The member opens the posts tab with the keyboard and posts a text with an image.
    await member.page.goto(`/en/spaces/${group.slug}/members`);
    await member.page.getByRole('tab', { name: 'Members' }).focus();
    await member.page.keyboard.press('ArrowRight');
    await expect(member.page).toHaveURL(new RegExp(`/en/spaces/${group.slug}/posts$`));
    await expect(member.page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await expect(member.page.getByTestId('group-posts-empty')).toBeVisible();
    const composer = member.page.getByTestId('group-post-composer');
    await composer.getByRole('textbox', { name: 'Write a post in this group' }).fill(words);
    await composer
      .getByTestId('group-post-composer-file')
      .setInputFiles({ name: 'ferry.png', mimeType: 'image/png', buffer: PNG });
    await expect(composer.getByRole('img', { name: 'ferry.png' })).toBeVisible();
    await composer.getByTestId('group-post-composer-send').click();
    const post = member.page.getByTestId('group-posts').getByTestId('post').filter({ hasText: words });
    await expect(post).toBeVisible();
    await expect(post.getByTestId('post-author')).toHaveText(member.account.displayName);
    const image = post.getByTestId('post-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(member.page.getByTestId('space-counts')).toContainText('1 post');
    // The composer is empty again; the post's comment count leads to its page.
    await expect(composer.getByTestId('group-post-composer-send')).toBeDisabled();

    // A post that mentions the owner links the owner's profile, whatever href it was sent with.
    const mention = await member.page.request.post('/v2/group_posts', {
      headers: await bearer(member.page),
      data: {
        group_post: {
          fan_group_id: group.id,
          body: `<p>Tickets from <a href="https://elsewhere.example/" data-mention="${owner.id}">@Owner</a></p>`,
        },
      },
    });
    expect(mention.status(), await mention.text()).toBe(201);
    await member.page.reload();
    const mentionLink = member.page.getByTestId('post').getByRole('link', { name: '@Owner' });
    await expect(mentionLink).toHaveAttribute('href', `/en/profiles/${owner.slug}`);

    // The member's first post has a page of its own, with comments and a way back to the tab.
    await post.getByTestId('post-comments').click();
    await expect(member.page).toHaveURL(
      new RegExp(`/en/spaces/${group.slug}/posts/ferry-leaves-at-six-[a-z0-9-]+-\\d+$`),
    );
    const postPath = new URL(member.page.url()).pathname;
    await expect(member.page.getByTestId('post-page').getByTestId('post-body')).toHaveText(words);
    await expect(member.page.getByTestId('post-page').getByTestId('post-image')).toBeVisible();
    await expect(member.page.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(member.page.getByTestId('back-link')).toHaveText(`Back to the posts of ${name}`);
    await member.page.getByTestId('back-link').click();
    await expect(member.page).toHaveURL(new RegExp(`/en/spaces/${group.slug}/posts$`));

    // The owner makes the posts members only (the info tab's setting).
    await page.goto(`/en/spaces/${group.slug}`);
    await page.getByTestId('space-post-visibility').selectOption('only_members');
    await page.getByTestId('space-post-visibility-save').click();
    await expect.poll(() => postVisibility(page.request, group.slug, admin)).toBe('only_members');
    // The info tab lists the newest posts, each linking its page.
    await expect(page.getByTestId('space-top-post').filter({ hasText: words })).toHaveAttribute(
      'href',
      new RegExp(`/en/spaces/${group.slug}/posts/ferry-leaves-at-six-`),
    );

    // A third fan, not a member, is told so in the group and does not find the post in the feed.
    const stranger = await signedUpInNewContext(browser, `/en/spaces/${group.slug}/posts`, 'poststranger');
    await expect(stranger.page.getByTestId('group-posts-forbidden')).toHaveText(
      'The posts of this group are for its members only.',
    );
    await expect(stranger.page.getByTestId('group-post-composer')).toHaveCount(0);
    await openFeed(stranger.page);
    expect(await feedHas(stranger.page, words)).toBe(false);
    // Nor by its address: a post the viewer may not read is not found.
    await stranger.page.goto(postPath);
    await expect(stranger.page.getByRole('heading', { name: 'Post not found' })).toBeVisible();

    // The member finds it in both, the group post naming its group.
    await openFeed(member.page);
    expect(await feedHas(member.page, words)).toBe(true);
    const inFeed = member.page.getByTestId('feed-item').filter({ hasText: words });
    await expect(inFeed).toHaveAttribute('data-item-type', 'group_post');
    await expect(inFeed.getByTestId('feed-group-link')).toHaveText(name);
    await expect(inFeed.getByTestId('post-image')).toBeVisible();

    // On a phone the posts tab fits the screen.
    await member.page.setViewportSize({ width: 390, height: 844 });
    await member.page.goto(`/en/spaces/${group.slug}/posts`);
    await expect(member.page.getByTestId('post').first()).toBeVisible();
    expect(await fitsWidth(member.page)).toBe(true);
    await Promise.all([member.context.close(), stranger.context.close()]);
  });

  test('the feed shows feed posts and group posts; a fan writes a feed post and opens its page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await adminBearer(browser);
    const groupName = `Tifo Painters ${unique()}`;
    const groupWords = `Banner drying in the sun ${unique()}`;
    const feedWords = `Who is coming to the derby ${unique()}`;

    await signUpAndSignIn(page, '/en/', 'feedfan');
    await skipIntro(page);
    // A public group with a post in it, written through the API as its owner.
    const group = await acceptedGroup(page, admin, { name: groupName });
    const groupPost = await page.request.post('/v2/group_posts', {
      headers: await bearer(page),
      data: { group_post: { fan_group_id: group.id, body: `<p>${groupWords}</p>` } },
    });
    expect(groupPost.status(), await groupPost.text()).toBe(201);

    // The fan writes a feed post from the feed's composer on the home page.
    await openFeed(page);
    const composer = page.getByTestId('feed-post-composer');
    await composer.getByRole('textbox', { name: 'Write a post for everybody' }).fill(feedWords);
    await composer.getByTestId('feed-post-composer-send').click();
    const feed = page.getByTestId('home-feed');
    const mine = feed.getByTestId('feed-item').first();
    await expect(mine).toHaveAttribute('data-item-type', 'feed_post');
    await expect(mine).toContainText(feedWords);
    // The group post is there too, naming its group with a link to it.
    const fromGroup = feed.getByTestId('feed-item').filter({ hasText: groupWords });
    await expect(fromGroup).toHaveAttribute('data-item-type', 'group_post');
    await expect(fromGroup.getByTestId('feed-group-link')).toHaveText(groupName);
    await expect(fromGroup.getByTestId('feed-group-link')).toHaveAttribute('href', `/en/spaces/${group.slug}`);

    // A guest sees both in the feed as well (a reload asks the server again).
    const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
    const guestPage = await guest.newPage();
    await skipCookieConsent(guestPage);
    await openFeed(guestPage);
    expect(await feedHas(guestPage, feedWords)).toBe(true);
    expect(await feedHas(guestPage, groupWords)).toBe(true);
    await expect(guestPage.getByTestId('feed-post-composer')).toHaveCount(0);
    await guest.close();

    // The feed post opens its page; a comment there counts, and back leads to the feed.
    await mine.getByTestId('post-comments').click();
    await expect(page).toHaveURL(/\/en\/posts\/who-is-coming-to-the-derby-[a-z0-9-]+-\d+$/);
    await expect(page.getByTestId('post-page').getByTestId('post-body')).toHaveText(feedWords);
    const commentComposer = page.getByTestId('composer');
    await commentComposer.getByRole('textbox').fill('Count me in');
    await commentComposer.getByTestId('composer-send').click();
    await expect(page.getByTestId('comment').filter({ hasText: 'Count me in' })).toBeVisible();
    await expect(page.getByTestId('post-page').getByTestId('post-comments')).toHaveText('1 comment');
    // The like counts, and the author may delete the post (after a confirmation).
    const thePost = page.getByTestId('post-page').getByTestId('post');
    await thePost.getByTestId('like-button').click();
    await expect(thePost.getByTestId('likes-count')).toHaveText('1');
    await page.getByTestId('back-link').click();
    await expect(page).toHaveURL(/\/en\/$/);

    // Deleting it from the feed takes it out.
    await openFeed(page);
    const again = page.getByTestId('feed-item').filter({ hasText: feedWords });
    await again.getByTestId('post-delete').click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByTestId('post-delete-confirm').click();
    await expect(page.getByTestId('feed-item').filter({ hasText: feedWords })).toHaveCount(0);
  });
});
