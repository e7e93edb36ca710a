import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer, signedUpInNewContext, signUpAndSignIn, skipIntro, TINY_PNG as PNG } from './support/account.ts';
import { skipCookieConsent } from './support/consent.ts';
import { blockWorkerAndSkipConsent } from './support/spec.ts';

/** A unique comment text. */
function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Posts a comment on a static page (or a reply to a comment) through the API and returns its id. */
async function postComment(page: Page, path: string, body: string): Promise<string> {
  const response = await page.request.post(path, {
    headers: await bearer(page),
    data: { comment: { body: `<p>${body}</p>` } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A second signed-in user in its own browser context. */
async function otherUser(browser: Browser, redirect: string): Promise<Page> {
  return (await signedUpInNewContext(browser, redirect, 'author')).page;
}

/** Types into the TipTap editor of a composer. */
async function typeInto(page: Page, editor: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.type(text);
}

test.describe('comments, likes and reports', () => {
  blockWorkerAndSkipConsent();

  test('a guest reads the comments and gets a sign-in link instead of the composer', async ({ page }) => {
    await page.goto('/en/p/imprint/');
    const section = page.getByTestId('comments-section');
    await expect(section.getByRole('heading', { level: 2, name: /Comments/ })).toBeVisible();
    await expect(section.getByTestId('comments-signin')).toHaveAttribute(
      'href',
      '/en/account/login?redirect=%2Fen%2Fp%2Fimprint%2F',
    );
    await expect(section.getByTestId('composer')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("the editor's page breaks no CSP rule: no inline <style>, TipTap's base styles come from the bundle", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpAndSignIn(page, '/en/p/imprint/');
    await skipIntro(page);
    // Every violation of the document, from its first script on (the event fires for refused inline styles too).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const logged: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) logged.push(m.text());
    });
    await page.reload();
    const editor = page.getByTestId('composer').getByRole('textbox', { name: 'Write a comment' });
    await expect(editor).toBeVisible();
    await typeInto(page, editor, 'Styled by the bundle');
    await expect(editor).toHaveText('Styled by the bundle');
    // The base styles hold (ProseMirror's white-space), and no <style> element carries them.
    await expect(editor).toHaveCSS('white-space', 'break-spaces');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(logged).toEqual([]);
    const inline = await page.evaluate(
      () => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('.ProseMirror')).length,
    );
    expect(inline).toBe(0);
  });

  test('a member comments with an image, edits, likes and unlikes, and replies', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndSignIn(page, '/en/p/tos/');
    await skipIntro(page);
    const section = page.getByTestId('comments-section');
    const composer = section.getByTestId('composer');
    const send = composer.getByTestId('composer-send');
    const editor = composer.getByRole('textbox', { name: 'Write a comment' });
    await expect(editor).toBeVisible();
    await expect(send).toBeDisabled();

    // Comment with an image: it appears at the head of the list, sorted by recent.
    const text = unique('First comment');
    await typeInto(page, editor, text);
    await expect(send).toBeEnabled();
    await composer.getByTestId('composer-file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(composer.getByRole('img', { name: 'dot.png' })).toBeVisible();
    // A failure without an error body says 'Unknown Error' and keeps what was written.
    await page.route('**/v2/static_pages/tos/comments', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
    );
    await send.click();
    await expect(composer.getByTestId('composer-error')).toHaveText('Unknown Error');
    await expect(editor).toHaveText(text);
    await page.unroute('**/v2/static_pages/tos/comments');
    await send.click();
    const mine = section.getByTestId('comment-list').getByTestId('comment').first();
    await expect(mine.getByTestId('comment-body')).toHaveText(text);
    await expect(mine.locator('.comment-images img')).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true');
    await expect(send).toBeDisabled();

    // Edit: the new body and the "edited" marker.
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = mine.getByTestId('edit-composer');
    await edit.getByRole('textbox', { name: 'Edit your comment' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (updated)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(mine.getByTestId('comment-body').first()).toHaveText(`${text} (updated)`);
    await expect(mine.getByText('edited', { exact: true })).toBeVisible();

    // Like and unlike: the count goes up and down.
    const like = mine.getByTestId('like-button').first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.getByTestId('likes-count')).toHaveText('0');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('likes-count')).toHaveText('1');
    await mine.getByTestId('likers-button').first().click();
    const likers = page.getByTestId('likers-dialog');
    await expect(likers.getByRole('link')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(likers).toHaveCount(0);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.getByTestId('likes-count')).toHaveText('0');

    // Reply: it shows up in the comment's thread.
    await mine.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = unique('A reply');
    const replyComposer = mine.getByTestId('reply-composer');
    await typeInto(page, replyComposer.getByRole('textbox'), reply);
    await replyComposer.getByTestId('reply-composer-send').click();
    await expect(mine.locator('.comment-replies').getByTestId('comment-body')).toHaveText([reply]);
    await expect(mine.getByTestId('reply-composer')).toHaveCount(0);
  });

  test("a member reports another user's comment once; a second report says it was already reported", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const author = await otherUser(browser, '/en/p/communityguidelines/');
    const text = unique('Report me');
    await postComment(author, '/v2/static_pages/communityguidelines/comments', text);
    await author.context().close();

    await signUpAndSignIn(page, '/en/p/communityguidelines/');
    await skipIntro(page);
    const section = page.getByTestId('comments-section');
    await section.getByRole('button', { name: 'Recent' }).click();
    const target = section.getByTestId('comment').filter({ hasText: text });
    await expect(target).toHaveCount(1);
    await expect(target.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await target.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByTestId('report-dialog');
    await expect(dialog.getByRole('heading', { name: 'Report' })).toBeVisible();
    await expect(dialog.getByTestId('report-send')).toBeDisabled();
    await dialog.getByRole('radio').first().check();
    await dialog.getByLabel('Reason (optional)').fill('Not nice.');
    await dialog.getByTestId('report-send').click();
    await expect(dialog.getByTestId('report-result')).toHaveText(
      'Thank you. Your report has been sent to the moderators.',
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toHaveCount(0);

    await target.getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('radio').first().check();
    await dialog.getByTestId('report-send').click();
    await expect(dialog.getByTestId('report-result')).toHaveText('You have already reported this.');
  });

  test('the comment deep link scrolls the comment into view, focused, even beyond the first page', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndSignIn(page, '/en/p/moderationpolicy/');
    await skipIntro(page);
    const oldest = unique('The linked comment');
    const oldestId = await postComment(page, '/v2/static_pages/moderationpolicy/comments', oldest);
    // More than one page (20) of newer comments push the linked one off the first page.
    for (let i = 0; i < 21; i += 1) {
      await postComment(page, '/v2/static_pages/moderationpolicy/comments', `Filler ${i}`);
    }
    const replyText = unique('A linked reply');
    const replyId = await postComment(page, `/v2/comments/${oldestId}/comments`, replyText);

    await page.goto(`/en/p/moderationpolicy/comments/${oldestId}`);
    const linked = page.locator(`#comment-${oldestId}`);
    await expect(linked.getByTestId('comment-body').first()).toHaveText(oldest);
    await expect(linked).toBeInViewport();
    await expect(linked).toBeFocused();
    await expect(linked).toHaveClass(/comment-highlighted/);

    // A reply's link shows its thread with the reply in view.
    await page.goto(`/en/p/moderationpolicy/comments/${replyId}`);
    const linkedReply = page.locator(`#comment-${replyId}`);
    await expect(linkedReply.getByTestId('comment-body')).toHaveText(replyText);
    await expect(linkedReply).toBeInViewport();
    await expect(linkedReply).toBeFocused();
  });
});

test.describe('conversation on an article', () => {
  test.use({ serviceWorkers: 'block' });

  test('a member likes an article, comments with an image, replies, and the comment link scrolls to it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await skipCookieConsent(page);
    // An article of the demo seed that everybody may read.
    const list = await page.request.get('/v2/contents?by_content_type=article&per_page=50', {
      headers: { 'Requested-Language': 'en' },
    });
    const articles = ((await list.json()) as { data: Array<{ attributes: { slug: string; available: boolean } }> })
      .data;
    const article = articles.find((a) => a.attributes.available);
    expect(article, 'the demo seed has a public article').toBeDefined();
    const slug = article!.attributes.slug;
    await signUpAndSignIn(page, `/en/contents/${slug}`);
    await skipIntro(page);
    const content = page.getByTestId('content-page');
    await expect(content).toBeVisible();

    // Like the article: the count rises by one and the button is pressed.
    const like = content.getByTestId('like-button').first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await like.getByTestId('likes-count').textContent());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('likes-count')).toHaveText(String(before + 1));

    // Comment with an image; it appears first.
    const section = page.getByTestId('comments-section');
    const composer = section.getByTestId('composer');
    const text = unique('On the article');
    await typeInto(page, composer.getByRole('textbox', { name: 'Write a comment' }), text);
    await composer.getByTestId('composer-file').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await composer.getByTestId('composer-send').click();
    const mine = section.getByTestId('comment-list').getByTestId('comment').first();
    await expect(mine.getByTestId('comment-body')).toHaveText(text);
    await expect(mine.locator('.comment-images img')).toHaveCount(1);

    // Reply to it.
    await mine.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = unique('Reply on the article');
    const replyComposer = mine.getByTestId('reply-composer');
    await typeInto(page, replyComposer.getByRole('textbox'), reply);
    await replyComposer.getByTestId('reply-composer-send').click();
    await expect(mine.locator('.comment-replies').getByTestId('comment-body')).toHaveText([reply]);

    // The content comment deep link scrolls the comment into view.
    const id = (await mine.getAttribute('id'))?.replace('comment-', '');
    expect(id).toMatch(/^[0-9]+$/);
    await page.goto(`/en/contents/${slug}/comments/${id}`);
    const linked = page.locator(`#comment-${id}`);
    await expect(linked.getByTestId('comment-body').first()).toHaveText(text);
    await expect(linked).toBeInViewport();
    await expect(linked).toBeFocused();
  });
});
