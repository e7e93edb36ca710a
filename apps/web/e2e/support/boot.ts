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
