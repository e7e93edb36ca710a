import { expect, test, type APIRequestContext } from '@playwright/test';
import { withoutServerRendering } from './support/boot.ts';
import { heroOf, requestContents, type ListBody, type Resource } from './support/contents.ts';

// The demo seed's contents are found through the API by what they are (type, medium, audience),
// so the test follows the seed instead of repeating its slugs.

async function allContents(request: APIRequestContext): Promise<ListBody> {
  const response = await requestContents(request);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListBody;
}

function categoryOf(body: ListBody, content: Resource): Resource | undefined {
  const ref = content.relationships?.category?.data;
  return ref ? body.included.find((r) => r.type === 'category' && r.id === ref.id) : undefined;
}

// The seed's media are made in the background after the server is ready: wait until the wanted one is there.
async function findContent(request: APIRequestContext, match: (c: Resource, body: ListBody) => boolean) {
  let found: { content: Resource; body: ListBody } | undefined;
  await expect
    .poll(
      async () => {
        const body = await allContents(request);
        const content = body.data.find((c) => match(c, body));
        found = content ? { content, body } : undefined;
        return found !== undefined;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found as { content: Resource; body: ListBody };
}

const slugOf = (r: Resource) => r.attributes.slug as string;
const titleOf = (r: Resource) => r.attributes.title as string;

test.describe('contents for a guest', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the home page leads to a category and from there to an article and back', async ({ page, request }) => {
    const { content, body } = await findContent(
      request,
      (c, b) => c.attributes.content_type === 'article' && c.attributes.available === true && !!categoryOf(b, c),
    );
    const category = categoryOf(body, content) as Resource;
    const categorySlug = category.attributes.slug as string;

    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to FC Tribune Demo');
    const section = page.getByTestId(`home-category-${categorySlug}`);
    await expect(section).toBeVisible();
    // Clicks once the server's page is hydrated (as ssr.e2e.ts waits): a click before that is the
    // browser's own navigation, which carries no `from` for the back link (a loaded machine did it).
    await page.waitForLoadState('networkidle');
    await section.getByRole('link', { name: `Show all: ${category.attributes.title as string}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/home/${categorySlug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.attributes.title as string);

    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: titleOf(content), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/contents/${slugOf(content)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(content));
    await expect(page.locator('.content-body')).not.toBeEmpty();
    await expect(page).toHaveTitle(`${titleOf(content)} | FC Tribune Demo`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    const back = page.getByTestId('back-link');
    await expect(back).toHaveText(`Back to ${category.attributes.title as string}`);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/en/home/${categorySlug}$`));
  });

  test('the home page on a phone moves nothing while its sections arrive, and fetches the first image first', async ({
    browser,
    request,
  }) => {
    // The newest content (the first card) has its image renditions once the background seed made them.
    await expect
      .poll(
        async () => {
          const res = await request.get('/v2/contents?per_page=1', { headers: { 'Requested-Language': 'en' } });
          const body = (await res.json()) as ListBody;
          const first = body.data[0];
          const hero = first ? heroOf(body, first) : undefined;
          // A video's card shows its poster (thumbnail) only once it is transcoded.
          if (!hero?.attributes.thumbnail) return 0;
          return (hero.attributes.image_renditions as unknown[] | undefined)?.length ?? 0;
        },
        { timeout: 90_000, intervals: [500, 1000, 2000] },
      )
      .toBeGreaterThan(1);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    // Drawn by the browser (an installed app's cached shell): the server's rendering has no skeletons to watch.
    await withoutServerRendering(page);
    // The section lists arrive late and one after another, as on a congested network.
    let delay = 300;
    await page.route(/\/v2\/contents\?/, async (route) => {
      delay += 300;
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/en/');
    await expect(page.getByTestId('home-section-skeleton').first()).toBeVisible();
    await expect(page.getByTestId('home-section-skeleton')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('.content-card img').first()).toBeVisible();
    // The legal pages at the bottom are drawn once the sections have their size.
    await expect(page.getByRole('heading', { name: 'About this community' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01);

    // The first card with an image (the newest content may be a video still being transcoded).
    const first = page.getByTestId('home-latest').locator('.content-card img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('srcset', /400w, .*800w/);
    // A 390 px phone at 1.75 device pixels picks the 800 px rendition, not the 1600 px one.
    const srcset = (await first.getAttribute('srcset')) ?? '';
    const wide800 = /(\S+) 800w/.exec(srcset)?.[1] ?? 'no 800w rendition';
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(wide800);
    await expect(page.locator('.content-card img').nth(1)).toHaveAttribute('loading', 'lazy');
    await context.close();
  });

  test('the contents list on a phone keeps the place of the category chips while they load', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    // Drawn by the browser (an installed app's cached shell), where the categories can arrive late.
    await withoutServerRendering(page);
    // The categories arrive well after the list.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/v2\/categories/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/contents');
    const list = page.getByTestId('contents-list');
    await expect(list).toBeVisible();
    await expect(page.getByTestId('category-filter-skeleton')).toBeVisible();
    const before = (await list.boundingBox())!.y;
    release();
    const chips = page.getByRole('group', { name: 'Categories' });
    await expect(chips).toBeVisible();
    // One row of chips that scrolls sideways, exactly where its skeleton was: the list did not move.
    expect((await chips.boundingBox())!.height).toBe(36);
    expect((await list.boundingBox())!.y).toBe(before);
    await context.close();
  });

  test('a video plays one of its renditions', async ({ page, request }) => {
    const { content } = await findContent(request, (c, b) => {
      const medium = heroOf(b, c);
      return (
        medium?.attributes.media_type === 'video' &&
        medium.attributes.available === true &&
        medium.attributes.status === 'ready'
      );
    });
    await page.goto(`/en/contents/${slugOf(content)}`);
    const video = page.getByTestId('media-video').locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video.locator('source').first()).toHaveAttribute('src', /.+/);
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
  });

  test('an embed waits for consent for its host, then shows the sandboxed frame, also after a reload', async ({
    page,
    request,
  }) => {
    const { content, body } = await findContent(
      request,
      (c, b) => heroOf(b, c)?.attributes.media_type === 'external_media',
    );
    const host = (heroOf(body, content) as Resource).attributes.embed_host as string;
    await page.goto(`/en/contents/${slugOf(content)}`);
    const overlay = page.getByTestId('embed-consent');
    await expect(overlay).toContainText('CLICK TO SHOW CONTENT');
    await expect(overlay.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/en/p/privacy/',
    );
    await expect(overlay.getByRole('button', { name: 'I consent for all embeds' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await overlay.getByRole('button', { name: `I consent for ${host} embeds` }).click();
    const frame = page.getByTestId('media-embed').locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-presentation');
    await expect(frame).toHaveAttribute('src', /^\/embeds\//);
    await expect(overlay).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('media-embed').locator('iframe')).toBeVisible();
    await expect(page.getByTestId('embed-consent')).toHaveCount(0);
    const stored = await page.evaluate(() => window.localStorage.getItem('tribune-oembed-consent'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ hosts: [host], all: false });
  });

  test('a content for signed-in users tells a guest it is locked and offers to sign in', async ({ page, request }) => {
    const { content } = await findContent(
      request,
      (c) => (c.attributes.available_for as string[]).includes('logged_in') && c.attributes.available === false,
    );
    await page.goto(`/en/contents/${slugOf(content)}`);
    const locked = page.getByTestId('media-locked');
    await expect(locked).toContainText('Media is not available for you');
    await expect(locked.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/en/account/login?redirect=${encodeURIComponent(`/en/contents/${slugOf(content)}`)}`,
    );
    await expect(page.locator('video, audio')).toHaveCount(0);
  });

  test('a token holders’ content says what unlocks it', async ({ page, request }) => {
    const { content } = await findContent(
      request,
      (c) => (c.attributes.available_for as string[]).includes('token_holder') && c.attributes.available === false,
    );
    await page.goto(`/en/contents/${slugOf(content)}`);
    await expect(page.getByTestId('media-locked')).toContainText('Hold the community token to unlock this.');
    await page.goto('/en/contents');
    await expect(
      page
        .getByTestId('content-card')
        .filter({ hasText: titleOf(content) })
        .getByTestId('lock-badge'),
    ).toBeVisible();
  });

  test('the contents list searches (query in the URL) and filters by category', async ({ page, request }) => {
    const { content, body } = await findContent(request, (c, b) => !!categoryOf(b, c));
    const category = categoryOf(body, content) as Resource;
    await page.goto('/en/contents');
    await expect(page.getByTestId('content-card').first()).toBeVisible();

    const word =
      titleOf(content)
        .split(/\s+/)
        .find((w) => w.length > 4) ?? titleOf(content);
    await page.getByRole('searchbox', { name: 'Search contents' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(page.getByRole('link', { name: titleOf(content), exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search contents' }).fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    const chips = page.getByRole('group', { name: 'Categories' });
    await chips.getByRole('button', { name: category.attributes.title as string }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${category.attributes.slug as string}`));
    await expect(chips.getByRole('button', { name: category.attributes.title as string })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const expected = body.data.filter((c) => categoryOf(body, c)?.id === category.id).length;
    await expect(page.getByTestId('content-card')).toHaveCount(expected);
    for (const card of await page.getByTestId('content-card').all()) {
      await expect(card.locator('.category-chip')).toHaveText(category.attributes.title as string);
    }

    await page.getByRole('searchbox', { name: 'Search contents' }).fill('zzzqqqnothing');
    await expect(page.getByTestId('contents-empty')).toContainText('No contents found');
  });

  test('switching the language goes to the content’s translated slug', async ({ page, request }) => {
    const { content } = await findContent(request, (c) =>
      (c.attributes.translated_slugs as Array<{ locale: string }>).some((t) => t.locale === 'de'),
    );
    const german = (content.attributes.translated_slugs as Array<{ locale: string; slug: string }>).find(
      (t) => t.locale === 'de',
    )?.slug as string;
    await page.goto(`/en/contents/${slugOf(content)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(content));
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'DE' }).click();
    await expect(page).toHaveURL(new RegExp(`/de/contents/${german}$`));
    await expect(page.getByTestId('back-link')).toHaveText('Zurück zu den Inhalten');
  });

  test('a content URL is answered with its metadata already in the HTML', async ({ page, request }) => {
    const { content } = await findContent(
      request,
      (c) => c.attributes.available === true && c.attributes.tags !== undefined,
    );
    const response = await page.request.get(`/en/contents/${slugOf(content)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta[^>]+property="og:title"[^>]+content="[^"]+"/);
    expect(html).toContain(`property="og:type" content="article"`);
    expect(html).toMatch(/property="article:published_time"/);
  });
});
