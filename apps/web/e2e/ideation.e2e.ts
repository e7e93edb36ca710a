import { expect, test } from '@playwright/test';
import { adminBearer, signedUpInNewContext, signUpAndSignIn, skipIntro, TINY_PNG } from './support/account.ts';
import { blockWorkerAndSkipConsent, publishedByAdmin, unique } from './support/spec.ts';

test.describe('ideation: missions and ideas', () => {
  blockWorkerAndSkipConsent();

  test('a fan submits an idea with an image, another likes and comments it, an admin accepts it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminBearer(browser);
    const slug = `e2e-mission-${unique()}`;
    await publishedByAdmin(page, admin, 'ideation_missions', {
      ideation_mission: {
        slug,
        title: { en: 'Better away days', de: 'Bessere Auswärtsfahrten', it: 'Trasferte migliori' },
        description: { en: '<p>How should we travel?</p>' },
        ends_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });

    // The mission is listed among the open ones.
    await page.goto('/en/participate/ideationhub/all');
    await expect(page.getByTestId('missions-page')).toBeVisible();
    await page.getByRole('link', { name: 'Better away days' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Better away days' })).toBeVisible();

    // A fan signs up and submits an idea with an image.
    await signUpAndSignIn(page, `/en/ideationhub/${slug}`);
    await skipIntro(page);
    const form = page.getByTestId('idea-form');
    const title = `Fan train ${unique()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByRole('textbox', { name: 'Your idea' }).click();
    await page.keyboard.type('A special train for every away match.');
    await form
      .getByTestId('idea-images-input')
      .setInputFiles({ name: 'train.png', mimeType: 'image/png', buffer: TINY_PNG });
    await form.getByTestId('idea-submit').click();
    const item = page.getByTestId('idea-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('idea-status')).toHaveText('Submitted');
    await expect(item.getByTestId('idea-image')).toHaveCount(1);
    await item.getByTestId('idea-link').click();
    await expect(page.getByTestId('idea-page')).toBeVisible();
    const ideaUrl = page.url();
    const ideaId = ideaUrl.split('/').pop() ?? '';

    // Another fan likes and comments it.
    const other = await signedUpInNewContext(browser, new URL(ideaUrl).pathname, 'ideafan');
    const otherPage = other.page;
    await expect(otherPage.getByTestId('idea-page')).toBeVisible();
    const like = otherPage.getByTestId('idea-page').getByTestId('like-button').first();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('likes-count')).toHaveText('1');
    const composer = otherPage.getByTestId('composer');
    await composer.getByRole('textbox', { name: 'Write a comment' }).click();
    await otherPage.keyboard.type('Count me in!');
    await composer.getByTestId('composer-send').click();
    await expect(otherPage.getByTestId('comments-section').getByText('Count me in!')).toBeVisible();
    await other.context.close();

    // An admin accepts it; the label shows.
    const status = await page.request.put(`/v2/admin/ideas/${ideaId}/status`, {
      headers: admin,
      data: { status: 'accepted' },
    });
    expect(status.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('idea-page').getByTestId('idea-status')).toHaveText('Accepted');
    await expect(page.getByTestId('idea-page').getByTestId('likes-count').first()).toHaveText('1');
    await expect(page.getByTestId('comments-section').getByText('Count me in!')).toBeVisible();
  });

  test('a closed mission shows "closed" and no form', async ({ page, browser }) => {
    const admin = await adminBearer(browser);
    const slug = `e2e-closed-${unique()}`;
    await publishedByAdmin(page, admin, 'ideation_missions', {
      ideation_mission: {
        slug,
        title: { en: 'Past mission' },
        ends_at: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
      },
    });
    await page.goto(`/en/ideationhub/${slug}`);
    await expect(page.getByTestId('mission-state')).toHaveText('Closed');
    await expect(page.getByTestId('mission-closed')).toBeVisible();
    await expect(page.getByTestId('idea-form')).toHaveCount(0);
    await page.getByTestId('back-link').click();
    await expect(page.getByTestId('missions-page')).toBeVisible();
  });
});
