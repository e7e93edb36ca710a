import { expect, test } from '@playwright/test';
import { adminBearer, signUpAndSignIn, skipIntro, TINY_PNG } from './support/account.ts';
import { blockWorkerAndSkipConsent, fitsWidth, unique } from './support/spec.ts';

test.describe('organizations', () => {
  blockWorkerAndSkipConsent();

  test('a guest finds an organization by search and filter and opens it; a fan creates one that waits for review', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const word = unique();
    const sponsorName = `Stadium Power ${word}`;

    // The club adds a sponsor (an admin's organization is accepted at once).
    const admin = await adminBearer(browser);
    const created = await page.request.post('/v2/organizations', {
      headers: admin,
      multipart: {
        'organization[name]': sponsorName,
        'organization[description]': '<p>Lights for every match.</p>',
        'organization[website_url]': 'https://example.com/power',
        'organization[logo_file]': { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const sponsor = await page.request.put(`/v2/admin/organizations/${id}`, {
      headers: admin,
      data: { organization: { sponsor: true } },
    });
    expect(sponsor.status()).toBe(200);

    // A guest searches the list (debounced) and narrows it to the sponsors.
    await page.goto('/en/organizations');
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await page.getByLabel('Search organizations').fill(word);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    const cards = page.getByTestId('organization-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(sponsorName);
    await expect(cards.first()).toContainText('Sponsor');
    await page.getByLabel('Show').selectOption('sponsors');
    await expect(page).toHaveURL(/filter=sponsors/);
    await expect(cards).toHaveCount(1);
    await page.getByLabel('Search organizations').fill(`${word}-nothing`);
    await expect(page.getByTestId('organizations-empty')).toBeVisible();
    await page.getByLabel('Search organizations').fill(word);

    // Its page: name, description, website, members (the admin who made it).
    await cards.first().getByRole('link', { name: sponsorName }).click();
    await expect(page).toHaveURL(new RegExp(`/en/organizations/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: sponsorName })).toBeVisible();
    await expect(page.getByTestId('organization-description')).toHaveText('Lights for every match.');
    await expect(page.getByTestId('organization-website')).toHaveAttribute('href', 'https://example.com/power');
    await expect(page.getByTestId('organization-members').getByRole('listitem')).toHaveCount(1);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('link', { name: 'Back to the organizations' }).click();
    await expect(page.getByTestId('organizations-page')).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A missing organization is not found.
    await page.goto('/en/organizations/987654321');
    await expect(page.getByTestId('not-found')).toBeVisible();

    // A fan creates one from the list; a refused logo shows the server's message first.
    await signUpAndSignIn(page, '/en/organizations', 'orgfan');
    await skipIntro(page);
    await page.getByTestId('organizations-create').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an organization' })).toBeVisible();
    const name = `Fan Club ${word}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('We meet before every home match.');
    await page.getByLabel('Website (http or https)').fill('javascript:alert(1)');
    await page.getByTestId('organization-form-submit').click();
    await expect(page.getByText('Enter an address starting with http:// or https://.')).toBeVisible();
    await page.getByLabel('Website (http or https)').fill('https://example.org/fan-club');
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByTestId('organization-form-submit').click();
    await expect(page.getByTestId('organization-form-error')).toHaveText(
      'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByTestId('organization-form-submit').click();
    await page.waitForURL(/\/en\/organizations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('organization-review')).toBeVisible();
    await expect(page.getByTestId('organization-status')).toHaveText('Waiting for review');
    // Back leads to the list, not to the spent form; there the fan finds it under "My organizations".
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/organizations$/);
    await page.getByLabel('Show').selectOption('mine');
    await expect(page.getByTestId('organization-card')).toHaveCount(1);
    await expect(page.getByTestId('organization-card')).toContainText(name);
  });
});
