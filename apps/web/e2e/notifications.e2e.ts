import { expect, test, type Page } from '@playwright/test';
import { adminBearer, bearer, signedUpInNewContext, signUpAndSignIn, skipIntro } from './support/account.ts';

/** A unique text. */
function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** POSTs JSON as the page's user and returns the created resource's id. */
async function post(page: Page, path: string, data: object, headers?: Record<string, string>): Promise<string> {
  const response = await page.request.post(path, { headers: headers ?? (await bearer(page)), data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The signed-in user's slug. */
async function slugOf(page: Page): Promise<string> {
  const response = await page.request.get('/v2/user/show', { headers: await bearer(page) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { attributes: { slug: string } } }).data.attributes.slug;
}

test.describe('notifications', () => {
  // The service worker would answer navigations to /identity/* with the app shell.
  test.use({ serviceWorkers: 'block' });

  test('a reply and a like arrive live on another page; the inbox opens the comment; open-all resets the counter', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A comments on a page, then goes elsewhere.
    await signUpAndSignIn(page, '/en/p/tos/');
    await skipIntro(page);
    const commentId = await post(page, '/v2/static_pages/tos/comments', {
      comment: { body: `<p>${unique('My comment')}</p>` },
    });
    await page.goto('/en/');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell.getByTestId('notification-badge')).toHaveCount(0);

    // B replies and likes, in a browser of their own.
    const b = await signedUpInNewContext(browser, '/en/', 'replier');
    const replyId = await post(b.page, `/v2/comments/${commentId}/comments`, {
      comment: { body: `<p>${unique('A reply')}</p>` },
    });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell.getByTestId('notification-badge')).toHaveText('1');
    const like = await b.page.request.post(`/v2/comments/${commentId}/like`, { headers: await bearer(b.page) });
    expect(like.ok(), await like.text()).toBe(true);
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

    // The inbox lists both, newest first, in words; the reply leads to the comment.
    await bell.click();
    await expect(page).toHaveURL(/\/en\/notifications\/?$/);
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`${b.account.displayName} liked your comment`);
    await expect(items.nth(1)).toContainText(`${b.account.displayName} replied to your comment`);
    await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', `/en/p/tos/comments/${replyId}`);

    // Open-all: the counter goes to 0 and the items are no longer unread.
    await page.getByTestId('notifications-open-all').click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(bell.getByTestId('notification-badge')).toHaveCount(0);
    await expect(page.locator('.notification-unread')).toHaveCount(0);

    // A third event while the inbox is open appears at the top without a reload.
    await post(b.page, `/v2/comments/${commentId}/comments`, { comment: { body: `<p>${unique('Again')}</p>` } });
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('replied to your comment');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    // The like leads to the liked comment, the first reply to the reply.
    await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', `/en/p/tos/comments/${commentId}`);
    await items.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/en/p/tos/comments/${replyId}$`));
    await b.context.close();
  });

  test('an announcement with a prompt dialog shows as a modal once', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpAndSignIn(page, '/en/');
    await skipIntro(page);
    const slug = await slugOf(page);
    const title = unique('Gates open early');
    const admin = await adminBearer(browser);
    await post(
      page,
      '/v2/admin/notifications',
      { notification: { title, body: 'Come at 17:00 for the warm-up.', prompt_dialog: true, to: slug } },
      admin,
    );
    const dialog = page.getByTestId('notification-prompt');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog).toContainText('Come at 17:00 for the warm-up.');
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

    // Shown once: not again after a reload; the inbox keeps it as read.
    await page.reload();
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification')).toHaveCount(1);
    await expect(page.getByTestId('notification')).toContainText(title);
    await expect(page.locator('.notification-unread')).toHaveCount(0);
  });

  test('preferences: a kind switched off in the app creates nothing; quiet hours are kept', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUpAndSignIn(page, '/en/settings');
    await skipIntro(page);
    const settings = page.getByTestId('notification-settings');
    const likesInApp = settings.getByRole('switch', { name: 'Likes of your comments in the app' });
    await expect(likesInApp).toBeChecked();
    await likesInApp.click();
    await expect(likesInApp).not.toBeChecked();
    await settings.getByRole('switch', { name: 'Use quiet hours' }).click();
    await settings.getByLabel('From', { exact: true }).fill('22:00');
    await settings.getByLabel('Until', { exact: true }).fill('07:00');
    await settings.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(settings.getByText('Your notification settings have been saved.')).toBeVisible();

    await page.reload();
    await expect(likesInApp).not.toBeChecked();
    await expect(settings.getByLabel('From', { exact: true })).toHaveValue('22:00');
    await expect(settings.getByLabel('Until', { exact: true })).toHaveValue('07:00');

    // A like creates no notification now; a reply still does.
    const commentId = await post(page, '/v2/static_pages/privacy/comments', {
      comment: { body: `<p>${unique('Mine')}</p>` },
    });
    const b = await signedUpInNewContext(browser, '/en/', 'liker');
    const like = await b.page.request.post(`/v2/comments/${commentId}/like`, { headers: await bearer(b.page) });
    expect(like.ok()).toBe(true);
    await post(b.page, `/v2/comments/${commentId}/comments`, { comment: { body: `<p>${unique('Reply')}</p>` } });
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification')).toHaveCount(1);
    await expect(page.getByTestId('notification')).toContainText('replied to your comment');
    await b.context.close();
  });
});

test.describe('web push in the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a push message shows as a system notification with its text and the link it opens', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/en/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // The push service cannot run here; Chromium's DevTools protocol hands the worker a push
    // message as the browser would after the push service delivered it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      notification_id: '42',
      key: 'comment.replied',
      title: 'New reply',
      body: 'Anna replied to your comment',
      url: '/en/p/tos/comments/7',
      tag: 'n42',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const shown = await (await navigator.serviceWorker.ready).getNotifications();
          return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
        }),
      )
      .toEqual([
        {
          title: 'New reply',
          body: 'Anna replied to your comment',
          tag: 'n42',
          data: {
            url: `${new URL(baseURL!).origin}/en/p/tos/comments/7`,
            notificationId: '42',
            key: 'comment.replied',
          },
        },
      ]);
  });
});
