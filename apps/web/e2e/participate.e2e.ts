import { expect, test } from '@playwright/test';
import { skipCookieConsent } from './support/consent.ts';

test.describe('participation hub', () => {
  test.beforeEach(async ({ page }) => {
    await skipCookieConsent(page);
  });

  test('lists each area with its open items first and leads to the full lists', async ({ page }) => {
    await page.goto('/en/participate');
    await expect(page.getByRole('heading', { level: 1, name: 'Participate' })).toBeVisible();
    // The sections in order, each with the demo seed's open items.
    await expect(page.getByTestId('participate-page').getByRole('heading', { level: 2 })).toHaveText([
      'Votings',
      'Ideation missions',
      'Ask me anything',
    ]);
    await expect(
      page.getByTestId('participate-votings').getByRole('link', { name: 'Who was our player of the month?' }),
    ).toBeVisible();
    await expect(page.getByTestId('participate-amas').getByRole('link', { name: 'Ask the coach' })).toBeVisible();
    // Only the first card's image (the page's largest paint) loads at once and first.
    const images = page.getByTestId('participate-page').locator('img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByTestId('participate-page').locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    // The demo seed's open mission with the demo fans' ideas.
    const ideation = page.getByTestId('participate-ideation');
    await expect(ideation.getByRole('heading', { level: 2, name: 'Ideation missions' })).toBeVisible();
    await expect(ideation.getByRole('link', { name: 'Make matchday even better' })).toBeVisible();
    await expect(ideation.getByText('3 ideas')).toBeVisible();
    // Open items first, then the recently ended ones.
    await expect(
      ideation.getByTestId('participate-open').getByRole('link', { name: 'Make matchday even better' }),
    ).toBeVisible();
    await expect(
      ideation.getByTestId('participate-ended').getByRole('link', { name: 'Design ideas for the new away kit' }),
    ).toBeVisible();
    // "See all" leads to the missions list, which also shows the ended mission.
    await ideation.getByRole('link', { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/en\/participate\/ideationhub\/all$/);
    await expect(page.getByRole('link', { name: 'Design ideas for the new away kit' })).toBeVisible();
  });

  test('reads in German and fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/participate');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitmachen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Macht den Spieltag noch besser' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
