import { expect, type Page } from '@playwright/test';
import { bearer } from './account.ts';

/** The signed-in user of a page (id and slug), from the API with the page's own session. */
export async function me(page: Page): Promise<{ id: string; slug: string }> {
  const response = await page.request.get('/v2/user/show', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { id: string; attributes: { slug: string } } };
  return { id: body.data.id, slug: body.data.attributes.slug };
}

/** Creates a group as the page's user and has the club accept it; its slug and id. */
export async function acceptedGroup(
  page: Page,
  admin: Record<string, string>,
  group: Record<string, string>,
): Promise<{ slug: string; id: string }> {
  const created = await page.request.post('/v2/fan_groups', {
    headers: await bearer(page),
    data: { fan_group: group },
  });
  expect(created.status(), await created.text()).toBe(201);
  const data = ((await created.json()) as { data: { id: string; attributes: { slug: string } } }).data;
  const accepted = await page.request.put(`/v2/admin/fan_groups/${data.id}`, {
    headers: admin,
    data: { fan_group: { acceptance_status: 'accepted' } },
  });
  expect(accepted.status()).toBe(200);
  return { slug: data.attributes.slug, id: data.id };
}

/** Opens the home page and scrolls to the feed, which loads when it comes near the viewport. */
export async function openFeed(page: Page): Promise<void> {
  await page.goto('/en/');
  const feed = page.getByTestId('home-feed');
  // The sections above reload once the session is known (their data is the viewer's), and the feed
  // is drawn after them again: scroll until it is there and loaded.
  await expect(async () => {
    await feed.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(feed.getByTestId('feed-items')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The feed's items, loaded until one holds `text` or the feed ends (at most a few pages). */
export async function feedHas(page: Page, text: string): Promise<boolean> {
  const feed = page.getByTestId('home-feed');
  for (let i = 0; i < 5; i++) {
    if ((await feed.getByTestId('feed-item').filter({ hasText: text }).count()) > 0) return true;
    const more = feed.getByTestId('feed-more');
    if ((await more.count()) === 0) return false;
    const before = await feed.getByTestId('feed-item').count();
    await more.click();
    await expect.poll(() => feed.getByTestId('feed-item').count()).toBeGreaterThan(before);
  }
  return (await feed.getByTestId('feed-item').filter({ hasText: text }).count()) > 0;
}
