import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  collectConsoleProblems,
  type ConsoleProblem,
  describeConsoleProblems,
  describeShifts,
  observeLayoutShifts,
  settledLayoutShifts,
} from './support/first-view.ts';
import { heroOf, requestContents, type ListBody, type Resource } from './support/contents.ts';

// The first view of every public page, as a guest opens it: no console error or warning (React 19
// reports hydration mismatches and recoverable errors there) and a layout-shift budget while it
// loads. Meaningful on the client-rendered app and once the pages are rendered on the server.

/** The cumulative layout shift a page may have while it loads ("good" is 0.1; we keep half of it). */
const LAYOUT_SHIFT_BUDGET = 0.05;

interface PublicPage {
  name: string;
  /** The path, or how to find it from the demo seed through the API. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The page's own container, visible once it is drawn. */
  testId: string;
  /** The main heading's text, when it is known. */
  heading?: string | RegExp;
  /** What else must be visible before the page counts as loaded (its content, not its skeleton). */
  content?: (page: Page) => ReturnType<Page['locator']>;
}

async function demoContents(request: APIRequestContext): Promise<ListBody | undefined> {
  const response = await requestContents(request);
  return response.ok() ? ((await response.json()) as ListBody) : undefined;
}

/**
 * The demo seed makes its media in the background after the server is ready; the pages are measured
 * once no hero medium is still processing, so every run loads the same cards and images.
 */
async function demoMediaSettled(request: APIRequestContext): Promise<ListBody> {
  let settled: ListBody | undefined;
  await expect
    .poll(
      async () => {
        const body = await demoContents(request);
        settled =
          body && !body.data.some((c) => heroOf(body, c)?.attributes.status === 'processing') ? body : undefined;
        return settled !== undefined;
      },
      { message: 'the demo media are made', timeout: 150_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return settled as ListBody;
}

/** A content of the demo seed whose hero medium is a ready image with its renditions, open to a guest. */
async function contentWithImage(request: APIRequestContext): Promise<string> {
  const body = await demoMediaSettled(request);
  const found = body.data.find((c) => {
    const medium = heroOf(body, c);
    return (
      c.attributes.available === true &&
      medium?.attributes.media_type === 'image' &&
      medium.attributes.status === 'ready' &&
      ((medium.attributes.image_renditions as unknown[] | undefined)?.length ?? 0) > 0
    );
  });
  expect(found, 'the demo seed has a guest-visible content with an image').toBeDefined();
  return `/en/contents/${encodeURIComponent((found as Resource).attributes.slug as string)}`;
}

/** A list page's content: the first link in its container (`testId`). */
const firstLinkIn = (testId: string) => (page: Page) => page.getByTestId(testId).getByRole('link').first();

const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'home',
    path: '/en/',
    testId: 'home',
    heading: 'Welcome to FC Tribune Demo',
    content: (page) => page.getByTestId('home-latest').locator('.content-card img').first(),
  },
  {
    name: 'contents list',
    path: '/en/contents',
    testId: 'contents-page',
    heading: 'Contents',
    content: (page) => page.getByTestId('content-card').first(),
  },
  {
    name: 'content page with an image',
    path: contentWithImage,
    testId: 'content-page',
    content: (page) => page.getByTestId('media-image').locator('img'),
  },
  { name: 'static page', path: '/en/p/privacy/', testId: 'static-page', heading: 'Privacy Policy' },
  {
    name: 'participate hub',
    path: '/en/participate',
    testId: 'participate-page',
    heading: 'Participate',
    content: (page) => page.getByTestId('participate-votings').getByRole('link').first(),
  },
  {
    name: 'events',
    path: '/en/events',
    testId: 'events-page',
    content: firstLinkIn('events-page'),
  },
  {
    name: 'fan groups',
    path: '/en/spaces',
    testId: 'spaces-page',
    heading: 'Fan groups',
    content: (page) => page.getByTestId('space-card').first(),
  },
  {
    name: 'votings list',
    path: '/en/participate/votings/all',
    testId: 'votings-page',
    content: firstLinkIn('votings-page'),
  },
  {
    name: 'ideation missions list',
    path: '/en/participate/ideationhub/all',
    testId: 'missions-page',
    content: firstLinkIn('missions-page'),
  },
  {
    name: 'AMA sessions list',
    path: '/en/participate/amas/all',
    testId: 'ama-sessions-page',
    content: firstLinkIn('ama-sessions-page'),
  },
  {
    name: 'German home',
    path: '/de/',
    testId: 'home',
    heading: 'Willkommen bei FC Tribune Demo',
    content: (page) => page.getByTestId('home-latest').locator('.content-card img').first(),
  },
];

/** The page's path, once the demo media are made (the same first view on every run). */
async function pathOf(entry: PublicPage, request: APIRequestContext): Promise<string> {
  if (typeof entry.path !== 'string') return entry.path(request);
  await demoMediaSettled(request);
  return entry.path;
}

/**
 * Opens the page and waits until it is loaded: its container, main heading and content visible, no
 * skeleton or busy region left, and no request for 500 ms (network idle). Answers the console errors,
 * warnings and uncaught errors logged from before the navigation on; a page that does not load fails
 * with them in its message (they are usually why).
 */
async function openAndWaitLoaded(
  page: Page,
  entry: PublicPage,
  path: string,
  timeout = 30_000,
): Promise<ConsoleProblem[]> {
  const problems = collectConsoleProblems(page);
  try {
    const response = await page.goto(path, { timeout });
    expect(response?.status(), `${path} answers 200`).toBe(200);
    await expect(page.getByTestId(entry.testId)).toBeVisible({ timeout });
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    if (entry.heading === undefined) await expect(heading).toBeVisible({ timeout });
    else await expect(heading).toHaveText(entry.heading, { timeout });
    if (entry.content) await expect(entry.content(page)).toBeVisible({ timeout });
    await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout });
    await page.waitForLoadState('networkidle', { timeout });
  } catch (error) {
    if (problems.length === 0 || !(error instanceof Error)) throw error;
    throw new Error(`${error.message}\n\n${path} logged meanwhile:\n${describeConsoleProblems(problems)}`, {
      cause: error,
    });
  }
  return problems;
}

test.describe('first view: no console error, warning or hydration problem', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const entry of PUBLIC_PAGES) {
    test(`${entry.name}`, async ({ page, request }) => {
      const path = await pathOf(entry, request);
      const problems = await openAndWaitLoaded(page, entry, path);
      expect(problems, `${path} logged:\n${describeConsoleProblems(problems)}`).toEqual([]);
    });
  }
});

async function expectWithinLayoutBudget(
  page: Page,
  entry: PublicPage,
  path: string,
  timeout?: number,
): Promise<number> {
  await observeLayoutShifts(page);
  await openAndWaitLoaded(page, entry, path, timeout);
  const { cls, entries } = await settledLayoutShifts(page);
  // The measured figure, in the report of every run (also when it passes).
  test.info().annotations.push({ type: 'layout shift', description: `${path}: ${cls.toFixed(4)}` });
  expect(
    cls,
    `layout shift of ${path} while it loads is ${cls.toFixed(4)} (budget ${LAYOUT_SHIFT_BUDGET}):\n${describeShifts(entries)}`,
  ).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
  return cls;
}

test.describe('first view: layout-shift budget on a phone', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  for (const entry of PUBLIC_PAGES) {
    test(`${entry.name}`, async ({ page, request }) => {
      await expectWithinLayoutBudget(page, entry, await pathOf(entry, request));
    });
  }

  test('home on a slow network (400 kbit/s, 400 ms latency)', async ({ page, request }) => {
    test.setTimeout(360_000);
    const home = PUBLIC_PAGES.find((p) => p.name === 'home') as PublicPage;
    const path = await pathOf(home, request);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (400 * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await expectWithinLayoutBudget(page, home, path, 150_000);
    // The emulation was in force: the page's bytes cannot have arrived faster than the emulated
    // bandwidth lets them (unthrottled, the same bytes arrive several times faster than this bound).
    const loaded = await page.evaluate(() => {
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      const timings = entries as PerformanceResourceTiming[];
      return {
        bytes: timings.reduce((sum, e) => sum + e.transferSize, 0),
        lastEnd: Math.max(...timings.map((e) => e.responseEnd)),
      };
    });
    expect(loaded.lastEnd, `${loaded.bytes} bytes arrived under the emulated bandwidth`).toBeGreaterThanOrEqual(
      ((0.8 * loaded.bytes) / bytesPerSecond) * 1000,
    );
  });
});

test.describe('first view: layout-shift budget on a desktop', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const entry of PUBLIC_PAGES) {
    test(`${entry.name}`, async ({ page, request }) => {
      await expectWithinLayoutBudget(page, entry, await pathOf(entry, request));
    });
  }
});
