import type { Page } from '@playwright/test';

/**
 * Serves every page of this test without the first data the server embeds (BootData), as the
 * service worker's cached shell is: the app then reads the configuration, routes, icons and
 * translations from the customizer, where a test's `page.route` can change or fail them.
 */
export async function withoutBootData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json" id="tribune-boot">[^<]*<\/script>/,
      '',
    );
    return route.fulfill({ response, body });
  });
}

/**
 * Serves every page of this test as the browser draws it without the server's rendering (as the
 * service worker's cached shell or a page the server does not render): the root is empty and the
 * page's own first data is gone; the shell's boot data stays. The page's lists then load in the
 * browser, where a test's `page.route` can slow them down to watch the skeletons.
 */
export async function withoutServerRendering(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/div><script type="application\/json" id="tribune-page-data">[^<]*<\/script>/,
      '<div id="root"></div>',
    );
    return route.fulfill({ response, body });
  });
}

/**
 * Changes the instance's module options as this page receives them (the customizer's
 * module-config.json): `options` are set over the served ones. Without boot data
 * (`withoutBootData`), the app reads them from there.
 */
export async function withModuleOptions(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.route('**/customizer/render/web/module-config.json*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { options: Record<string, unknown> };
    Object.assign(config.options, options);
    await route.fulfill({ response, json: config });
  });
}
